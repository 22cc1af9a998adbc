import type { ErrorCode } from "../errors";
import { errorCodes } from "../errors";
import { collectPayloadSchema, eventCountSchema } from "./collect-payload";
import { runSteps, type DropReason, type PipelineSettings } from "./pipeline.server";
import { readPayload } from "./read-payload.server";
import type { AnalyticsStore } from "./store/analytics-store";
import type { StoredEvent } from "./stored-event";

export type CollectorStats = { accepted: number; dropped: Partial<Record<DropReason, number>>; rejected: Partial<Record<ErrorCode, number>> };

export type Collector = {
  /** Answers one /api/collect request; `clientIp` is the raw peer address, anonymised before use. */
  collect: (request: Request, clientIp: string | undefined) => Promise<Response>;
  stats: CollectorStats;
};

/**
 * POST /api/collect (and the tracker's GET fallback): read → validate → the event steps → store.
 * Dropped events still get 204: a bot learns nothing, and the tracker does not retry them.
 */
export function createCollector(store: AnalyticsStore, settings: PipelineSettings, now: () => number = Date.now): Collector {
  const stats: CollectorStats = { accepted: 0, dropped: {}, rejected: {} };
  const reject = (status: number, code: ErrorCode) => {
    stats.rejected[code] = (stats.rejected[code] ?? 0) + 1;
    return new Response(JSON.stringify({ error: { code, message: errorCodes[code] } }), {
      status,
      headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
    });
  };

  async function collect(request: Request, clientIp: string | undefined): Promise<Response> {
    const raw = await readPayload(request).catch(() => ({ missing: true }) as const);
    if ("tooLarge" in raw) return reject(413, "EVENT_TOO_LARGE");
    if ("missing" in raw) return reject(400, "MALFORMED_PAYLOAD");
    let json: unknown;
    try {
      json = JSON.parse(raw.text);
    } catch {
      return reject(400, "MALFORMED_PAYLOAD");
    }
    if (!eventCountSchema.safeParse(json).success && Array.isArray((json as { events?: unknown })?.events)) {
      return reject(413, "EVENT_TOO_LARGE");
    }
    const payload = collectPayloadSchema.safeParse(json);
    if (!payload.success) return reject(400, "MALFORMED_PAYLOAD");

    const facts = { ip: clientIp, userAgent: request.headers.get("user-agent") ?? "", headers: request.headers, receivedAt: now() };
    const rows: StoredEvent[] = [];
    for (const event of payload.data.events) {
      const result = runSteps(event, facts, settings);
      if ("event" in result) rows.push(result.event);
      else stats.dropped[result.drop] = (stats.dropped[result.drop] ?? 0) + 1;
    }
    try {
      await store.insert(rows);
    } catch (error) {
      console.error(`analytics: could not store ${rows.length} events: ${(error as Error).message}`);
      return reject(503, "ANALYTICS_UNAVAILABLE");
    }
    stats.accepted += rows.length;
    return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  }

  return { collect, stats };
}
