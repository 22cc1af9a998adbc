import { createRateLimiter } from "../auth/rate-limiter";
import { refusalOf, type Refusal } from "../core/errors";
import { ClientShare } from "../http/client-share";

/**
 * Per visitor: archives at once and archives started per hour. Site-wide: archives at once from all
 * visitors together. `busyRetrySeconds` is the wait a full site asks for.
 */
export type DownloadLimitSettings = { atOnce: number; perHour: number; siteWide: number; busyRetrySeconds: number; now?: () => number };

/**
 * Each running ZIP reads its originals from the disk one after another and sends them at the
 * visitor's line speed. 8 at once keeps a home server's uplink (tens of Mbit/s) and a spinning
 * disk's seeks shared with page views and pictures, and still lets four visitors take two each.
 * A ZIP lasts minutes, so a visitor refused for a full site is asked to come back in 30 s.
 */
export const defaultDownloadLimits: DownloadLimitSettings = { atOnce: 2, perHour: 10, siteWide: 8, busyRetrySeconds: 30 };

/** A ZIP may start (`done`, called once it ends however it ends, frees its place), or why not. */
export type DownloadTurn = { ok: true; done: () => void } | ({ ok: false; retryAfterSeconds: number } & Refusal<"DOWNLOAD_LIMITED" | "DOWNLOADS_BUSY">);

/**
 * Per visitor (an anonymised address): a few archives at once and a bounded number per hour, so one
 * client cannot tie up the disk and the uplink that every other visitor shares; and a cap for the
 * whole site, so many addresses together cannot either.
 */
export function createDownloadLimits({ atOnce, perHour, siteWide, busyRetrySeconds, now }: DownloadLimitSettings) {
  const starts = createRateLimiter({ limit: perHour, windowMs: 3_600_000, now });
  const open = new ClientShare(atOnce);
  let running = 0;
  return {
    /**
     * Checks every limit and, when none is reached, counts the start, in one synchronous call: ZIPs
     * requested together cannot all pass the check before any is counted. A refusal counts nothing.
     */
    take(visitor: string): DownloadTurn {
      const release = open.take(visitor);
      if (!release) return { ok: false, ...refusalOf("DOWNLOAD_LIMITED"), retryAfterSeconds: 60 };
      const wait = starts.retryAfter(visitor);
      const refusal: DownloadTurn | undefined =
        wait > 0
          ? { ok: false, ...refusalOf("DOWNLOAD_LIMITED"), retryAfterSeconds: Math.ceil(wait / 1000) }
          : running >= siteWide
            ? { ok: false, ...refusalOf("DOWNLOADS_BUSY"), retryAfterSeconds: busyRetrySeconds }
            : undefined;
      if (refusal) {
        release();
        return refusal;
      }
      starts.hit(visitor);
      running++;
      let ended = false;
      return {
        ok: true,
        done() {
          if (ended) return;
          ended = true;
          running--;
          release();
        },
      };
    },
  };
}
