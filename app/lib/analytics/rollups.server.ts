import { setImmediate as nextTurn } from "node:timers/promises";
import { logLine } from "../core/errors";
import type { AnalyticsStore } from "./store/analytics-store";

const dayMs = 86_400_000;
const everyHour = 3_600_000;

/**
 * Makes the photo reports' daily rollups in the background, so the owner's first long-range report
 * does not wait for them: at start and every hour, each day of the retention window, newest first,
 * one day at a time with a turn of the event loop between (SQLite's work blocks the process while
 * it runs). `destroy()` stops it; `done` settles when the first pass has.
 */
export function startRollups(store: AnalyticsStore, retentionDays: number, now: () => number = Date.now) {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const pass = async () => {
    const today = Math.floor(now() / dayMs);
    let made = 0;
    try {
      for (let day = today; day > today - retentionDays && !stopped; day--) {
        made += await store.rollUpDays({ from: day * dayMs, to: (day + 1) * dayMs });
        await nextTurn();
      }
      if (made > 0) console.log(`analytics: rolled up ${made} days for the photo reports`);
    } catch (error) {
      if (!stopped) console.error(logLine("ANALYTICS_UNAVAILABLE", "analytics", `photo report rollup failed: ${(error as Error).message}`));
    }
  };
  const run = () => {
    running = running.then(pass);
    return running;
  };
  const done = run();
  const timer = setInterval(() => void run(), everyHour);
  timer.unref();
  return {
    done,
    /** Stops the passes; resolves once the day being made is finished (the store can then close). */
    destroy: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
