import { createRateLimiter } from "../auth/rate-limiter";

/** How much one visitor may take: archives at once, and archives started per hour. */
export type DownloadLimitSettings = { atOnce: number; perHour: number; now?: () => number };

export const defaultDownloadLimits: DownloadLimitSettings = { atOnce: 2, perHour: 10 };

/**
 * Per visitor (an anonymised address): a few archives at once and a bounded number per hour, so
 * one client cannot tie up the disk and the uplink that every other visitor shares.
 */
export function createDownloadLimits({ atOnce, perHour, now }: DownloadLimitSettings) {
  const starts = createRateLimiter({ limit: perHour, windowMs: 3_600_000, now });
  const open = new Map<string, number>();
  return {
    /** Seconds to wait before this visitor may start another archive, or 0 if it may now. */
    retryAfter(visitor: string): number {
      if ((open.get(visitor) ?? 0) >= atOnce) return 60;
      return Math.ceil(starts.retryAfter(visitor) / 1000);
    },
    /** Counts a started archive; the returned function, called once it ends however it ends, frees its place. */
    start(visitor: string): () => void {
      starts.hit(visitor);
      open.set(visitor, (open.get(visitor) ?? 0) + 1);
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        const left = (open.get(visitor) ?? 1) - 1;
        if (left > 0) open.set(visitor, left);
        else open.delete(visitor);
      };
    },
  };
}
