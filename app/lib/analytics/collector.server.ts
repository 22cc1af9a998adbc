import { logLine, type ErrorCode } from "../errors";
import { collectPayloadSchema, tooManyEventsSchema } from "./collect-payload";
import { eventSteps, isDropped, runSteps, senderSteps, toStoredEvent, type DropReason, type HeaderReader, type PipelineSettings } from "./pipeline.server";
import type { RawPayload } from "./read-payload.server";
import { createRecentEventIds } from "./recent-event-ids";
import type { AnalyticsStore } from "./store/analytics-store";
import type { StoredEvent } from "./stored-event";

export type CollectorStats = { accepted: number; dropped: Partial<Record<DropReason, number>>; rejected: Partial<Record<ErrorCode, number>> };

/** What the collector reads of a request: its batch as text (read-payload.server.ts) and its headers. */
export type CollectRequest = { payload: RawPayload; headers: HeaderReader };

/** 204, or an error in the catalogue's terms. */
export type CollectAnswer = { status: 204 } | { status: number; code: ErrorCode };

export type Collector = {
  /** Answers one /api/collect request; `clientIp` is the raw peer address, anonymised before use. */
  collect: (request: CollectRequest, clientIp: string | undefined) => Promise<CollectAnswer>;
  stats: CollectorStats;
};

/**
 * POST /api/collect (and the tracker's GET fallback): read → validate → sender steps → event steps → store.
 * Dropped events still get 204: a bot learns nothing, and the tracker does not retry them.
 */
export function createCollector(store: AnalyticsStore, settings: PipelineSettings, now: () => number = Date.now): Collector {
  const stats: CollectorStats = { accepted: 0, dropped: {}, rejected: {} };
  const reject = (status: number, code: ErrorCode): CollectAnswer => {
    stats.rejected[code] = (stats.rejected[code] ?? 0) + 1;
    return { status, code };
  };
  const drop = (reason: DropReason, count: number) => (stats.dropped[reason] = (stats.dropped[reason] ?? 0) + count);
  // A repeat comes within seconds (the beacon of a page leaving): ten minutes is ample, 100,000 ids a few MB.
  const recent = createRecentEventIds({ windowMs: 10 * 60_000, maxIds: 100_000 }, now);

  async function collect(request: CollectRequest, clientIp: string | undefined): Promise<CollectAnswer> {
    const raw = request.payload;
    if ("tooLarge" in raw) return reject(413, "EVENT_TOO_LARGE");
    if ("missing" in raw) return reject(400, "MALFORMED_PAYLOAD");
    let json: unknown;
    try {
      json = JSON.parse(raw.text);
    } catch {
      return reject(400, "MALFORMED_PAYLOAD");
    }
    if (tooManyEventsSchema.safeParse(json).success) return reject(413, "EVENT_TOO_LARGE");
    const payload = collectPayloadSchema.safeParse(json);
    if (!payload.success) return reject(400, "MALFORMED_PAYLOAD");

    const { events } = payload.data;
    const facts = { ip: clientIp, userAgent: request.headers.get("user-agent") ?? "", headers: request.headers, receivedAt: now() };
    // The sender's steps run once for the batch; a sender dropped drops each of its events.
    const sender = runSteps({ request: facts }, senderSteps, settings);
    const rows: StoredEvent[] = [];
    const taken: string[] = [];
    if (isDropped(sender)) drop(sender.drop, events.length);
    else {
      for (const event of events) {
        const result = runSteps({ event, sender }, eventSteps, settings);
        if (isDropped(result)) drop(result.drop, 1);
        else if (event.id && !recent.take(event.id)) drop("duplicate", 1);
        else {
          if (event.id) taken.push(event.id);
          rows.push(toStoredEvent(result));
        }
      }
    }
    try {
      await store.insert(rows);
    } catch (error) {
      // Not stored: the tracker's retry of these events is no repeat.
      recent.giveBack(taken);
      console.error(logLine("ANALYTICS_UNAVAILABLE", "analytics", `could not store ${rows.length} events: ${(error as Error).message}`));
      return reject(503, "ANALYTICS_UNAVAILABLE");
    }
    stats.accepted += rows.length;
    return { status: 204 };
  }

  return { collect, stats };
}
