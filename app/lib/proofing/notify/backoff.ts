const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;

/** The waits after a failed try, one by one: a blip is over in seconds, an outage in hours. */
export const retryDelaysMs: readonly number[] = [30 * second, 2 * minute, 10 * minute, hour];
/** The wait after each later failure. */
export const steadyRetryMs = 6 * hour;
/** A delivery not made within this of its notice being stored is given up: the notice stays in the inbox. */
export const giveUpAfterMs = 3 * 24 * hour;

/**
 * When to try a delivery again after its `attempts`-th try failed at `failedAt`, or null to give up:
 * the next try would fall past giveUpAfterMs from `storedAt`.
 */
export function nextTryAt(attempts: number, failedAt: number, storedAt: number): number | null {
  const next = failedAt + (retryDelaysMs[attempts - 1] ?? steadyRetryMs);
  return next - storedAt > giveUpAfterMs ? null : next;
}
