import { logLine } from "../core/errors";
import type { AnalyticsStore } from "./store/analytics-store";

const dayMs = 86_400_000;
const everySixHours = 6 * 3_600_000;

/** Deletes events older than `retentionDays` now and every six hours; `destroy()` stops it. */
export function startRetention(store: AnalyticsStore, retentionDays: number, now: () => number = Date.now) {
  const purge = async () => {
    try {
      const removed = await store.deleteRange({ from: 0, to: now() - retentionDays * dayMs });
      if (removed > 0) console.log(`analytics: removed ${removed} events older than ${retentionDays} days`);
    } catch (error) {
      console.error(logLine("ANALYTICS_UNAVAILABLE", "analytics", `retention purge failed: ${(error as Error).message}`));
    }
  };
  const done = purge();
  const timer = setInterval(() => void purge(), everySixHours);
  timer.unref();
  return { done, destroy: () => clearInterval(timer) };
}
