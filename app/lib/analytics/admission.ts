import type { createDailyBudget } from "./daily-budget";
import type { createRecentEventIds } from "./recent-event-ids";

/** What one request takes of the collector's memory as its events go through the last steps. */
export type Admission = {
  /** Takes an event's id; false when it was taken lately (the event is a repeat). */
  takeId(id: string): boolean;
  /** Takes room for one event in the day's budget; false when there is none left. */
  takeBudget(): boolean;
  /** Gives back all the request took: its events were not stored. */
  giveBack(): void;
};

/**
 * One request's ledger of the ids and budget it took: when its insert fails, the tracker's retry of
 * those events is no repeat, and events not stored cost no budget.
 */
export function createAdmission(recent: ReturnType<typeof createRecentEventIds>, budget: ReturnType<typeof createDailyBudget>): Admission {
  const ids: string[] = [];
  let room = 0;
  return {
    takeId(id) {
      if (!recent.take(id)) return false;
      ids.push(id);
      return true;
    },
    takeBudget() {
      if (budget.take(1) === 0) return false;
      room++;
      return true;
    },
    giveBack() {
      recent.giveBack(ids);
      budget.giveBack(room);
    },
  };
}
