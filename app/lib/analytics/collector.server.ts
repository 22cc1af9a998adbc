import { logLine, refusalOf, type AnsweredCode, type DropReason, type ErrorCode, type Refusal } from "../core/errors";
import { anonymiseIp } from "../http/anonymise-ip";
import { createDailyBudget } from "./daily-budget";
import { createEventRateLimit } from "./event-rate-limit";
import { CLIENT_EVENT_BURST, CLIENT_EVENTS_PER_SECOND, MAX_LIMITED_CLIENTS } from "./limits";
import { parseBatch } from "./parse-batch";
import { eventSteps, isDropped, runSteps, senderSteps, toStoredEvent, type HeaderReader, type PipelineSettings } from "./pipeline.server";
import type { RawPayload } from "./read-payload.server";
import { createRecentEventIds } from "./recent-event-ids";
import type { SharedAlbums } from "./share-tag";
import type { AnalyticsStore } from "./store/analytics-store";
import type { StoredEvent } from "./stored-event";

export type CollectorStats = { accepted: number; dropped: Partial<Record<DropReason, number>>; rejected: Partial<Record<ErrorCode, number>> };

/**
 * What the collector reads of a request: its batch as text (read-payload.server.ts), its headers,
 * the host name the site's pages are on for it (request-origin.server.ts: eventPageHost), and the
 * albums its share links open (album slug → link id; empty for most).
 */
export type CollectRequest = { payload: RawPayload; headers: HeaderReader; pageHost: string | undefined; sharedAlbums: SharedAlbums };

/** 204, or an error in the catalogue's terms (with the seconds to wait, for 429). */
export type CollectAnswer = { status: 204 } | (Refusal<AnsweredCode> & { retryAfter?: number });

/** The site-wide budget: `analytics.dailyEventBudget`, and what the store already holds of today. */
export type CollectorBudget = { dailyEventBudget: number; storedToday: number };

export type Collector = {
  /** Answers one request to the collector; `clientIp` is the raw peer address, anonymised before use. */
  collect: (request: CollectRequest, clientIp: string | undefined) => Promise<CollectAnswer>;
  stats: CollectorStats;
};

/**
 * POST to the collector's path (and the tracker's GET fallback): per-client limit → read → validate → sender
 * steps → event steps → daily budget → store. Dropped events still get 204: a bot learns nothing,
 * and the tracker does not retry them.
 */
export function createCollector(store: AnalyticsStore, settings: PipelineSettings, budgetSettings: CollectorBudget, now: () => number = Date.now): Collector {
  const stats: CollectorStats = { accepted: 0, dropped: {}, rejected: {} };
  const reject = (code: AnsweredCode): Refusal<AnsweredCode> => {
    stats.rejected[code] = (stats.rejected[code] ?? 0) + 1;
    return refusalOf(code);
  };
  const drop = (reason: DropReason, count: number) => (stats.dropped[reason] = (stats.dropped[reason] ?? 0) + count);
  // A repeat comes within seconds (the beacon of a page leaving): ten minutes is ample, 100,000 ids a few MB.
  const recent = createRecentEventIds({ windowMs: 10 * 60_000, maxIds: 100_000 }, now);
  const clients = createEventRateLimit({ perSecond: CLIENT_EVENTS_PER_SECOND, burst: CLIENT_EVENT_BURST, maxClients: MAX_LIMITED_CLIENTS, now });
  const budget = createDailyBudget({ limit: budgetSettings.dailyEventBudget, storedToday: budgetSettings.storedToday, now });

  async function collect(request: CollectRequest, clientIp: string | undefined): Promise<CollectAnswer> {
    // Keyed by the anonymised address, as everything the collector keeps of a client.
    const client = anonymiseIp(clientIp);
    const wait = clients.retryAfter(client);
    if (wait > 0) return { ...reject("ANALYTICS_RATE_LIMITED"), retryAfter: wait };
    const batch = parseBatch(request.payload);
    // A refused request pays too: a flood of garbage is limited like one of events.
    clients.take(client, "events" in batch ? batch.events.length : 1);
    if (!("events" in batch)) return reject(batch.code);

    const { events } = batch;
    const facts = {
      ip: clientIp,
      userAgent: request.headers.get("user-agent") ?? "",
      headers: request.headers,
      receivedAt: now(),
      pageHost: request.pageHost,
      sharedAlbums: request.sharedAlbums,
    };
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
    // Past the day's budget events are dropped, not refused: a 429 would have every visitor's tracker retry them all day.
    const granted = budget.take(rows.length);
    if (granted < rows.length) drop("over_budget", rows.splice(granted).length);
    try {
      await store.insert(rows);
    } catch (error) {
      // Not stored: the tracker's retry of these events is no repeat, and they cost no budget.
      recent.giveBack(taken);
      budget.giveBack(rows.length);
      console.error(logLine("ANALYTICS_UNAVAILABLE", "analytics", `could not store ${rows.length} events: ${(error as Error).message}`));
      return reject("ANALYTICS_UNAVAILABLE");
    }
    stats.accepted += rows.length;
    return { status: 204 };
  }

  return { collect, stats };
}
