import { logLine } from "../core/errors";

const dayMs = 86_400_000;

export type DailyBudgetOptions = {
  /** Events the site stores per UTC day at most. */
  limit: number;
  /** Events already stored today when the process started (so a restart does not refill it). */
  storedToday: number;
  now?: () => number;
  log?: (line: string) => void;
};

/**
 * The site-wide cap on stored events per UTC day: a flood from many addresses, each within its own
 * limit, still cannot fill the disk. Counted by this process from what the store held at its start;
 * the day it is reached is said once in the log, and the count starts over at midnight UTC.
 */
export function createDailyBudget({ limit, storedToday, now = Date.now, log = console.warn }: DailyBudgetOptions) {
  let day = Math.floor(now() / dayMs);
  let used = storedToday;
  let warned = false;

  const today = () => {
    const current = Math.floor(now() / dayMs);
    if (current !== day) {
      day = current;
      used = 0;
      warned = false;
    }
  };

  return {
    /** Reserves room for up to `wanted` events; resolves how many of them may be stored. */
    take(wanted: number): number {
      today();
      const granted = Math.max(0, Math.min(wanted, limit - used));
      used += granted;
      if (granted < wanted && !warned) {
        warned = true;
        const date = new Date(day * dayMs).toISOString().slice(0, 10);
        log(
          logLine(
            "ANALYTICS_BUDGET_REACHED",
            "analytics",
            `${limit} events stored on ${date} (UTC): further events are dropped until midnight UTC (analytics.dailyEventBudget)`,
          ),
        );
      }
      return granted;
    },
    /** Returns room taken for events that were not stored after all (their insert failed). */
    giveBack(count: number): void {
      today();
      used = Math.max(0, used - count);
    },
  };
}
