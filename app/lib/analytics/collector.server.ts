import type { DropReason, ErrorCode } from "../core/errors";
import { anonymiseIp } from "../http/anonymise-ip";
import { createAdmission } from "./admission";
import { createDailyBudget } from "./daily-budget";
import { createEventRateLimit } from "./event-rate-limit";
import { CLIENT_EVENT_BURST, CLIENT_EVENTS_PER_SECOND, MAX_LIMITED_CLIENTS } from "./limits";
import type { PipelineSettings } from "./pipeline.server";
import { requestSteps, runRequestSteps, type CollectAnswer, type CollectorParts, type CollectRequest } from "./request-steps.server";
import { createRecentEventIds } from "./recent-event-ids";
import type { AnalyticsStore } from "./store/analytics-store";

export type CollectorStats = { accepted: number; dropped: Partial<Record<DropReason, number>>; rejected: Partial<Record<ErrorCode, number>> };

/** The site-wide budget: `analytics.dailyEventBudget`, and what the store already holds of today. */
export type CollectorBudget = { dailyEventBudget: number; storedToday: number };

export type Collector = {
  /** Answers one request to the collector; `clientIp` is the raw peer address, anonymised before use. */
  collect: (request: CollectRequest, clientIp: string | undefined) => Promise<CollectAnswer>;
  stats: CollectorStats;
};

/**
 * POST to the collector's path (and the tracker's GET fallback), through the request steps
 * (request-steps.server.ts: rate limit → parse → the pipeline's sender and event steps → store).
 * Dropped events still get 204: a bot learns nothing, and the tracker does not retry them.
 */
export function createCollector(store: AnalyticsStore, settings: PipelineSettings, budgetSettings: CollectorBudget, now: () => number = Date.now): Collector {
  const stats: CollectorStats = { accepted: 0, dropped: {}, rejected: {} };
  // A repeat comes within seconds (the beacon of a page leaving): ten minutes is ample, 100,000 ids a few MB.
  const recent = createRecentEventIds({ windowMs: 10 * 60_000, maxIds: 100_000 }, now);
  const budget = createDailyBudget({ limit: budgetSettings.dailyEventBudget, storedToday: budgetSettings.storedToday, now });
  const parts: CollectorParts = {
    store,
    settings,
    clients: createEventRateLimit({ perSecond: CLIENT_EVENTS_PER_SECOND, burst: CLIENT_EVENT_BURST, maxClients: MAX_LIMITED_CLIENTS, now }),
    now,
    drop: (reason, count) => (stats.dropped[reason] = (stats.dropped[reason] ?? 0) + count),
  };

  async function collect(request: CollectRequest, clientIp: string | undefined): Promise<CollectAnswer> {
    // Keyed by the anonymised address, as everything the collector keeps of a client.
    const draft = { request, clientIp, client: anonymiseIp(clientIp), admission: createAdmission(recent, budget) };
    const result = await runRequestSteps(draft, requestSteps, parts);
    if ("refuse" in result) {
      stats.rejected[result.refuse.code] = (stats.rejected[result.refuse.code] ?? 0) + 1;
      return result.refuse;
    }
    stats.accepted += result.rows?.length ?? 0;
    return { status: 204 };
  }

  return { collect, stats };
}
