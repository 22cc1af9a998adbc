import { createCheckQueue } from "../lib/auth/password-check-queue";
import { refusalOf, type Refusal } from "../lib/core/errors";
import { createRateLimiter } from "../lib/auth/rate-limiter";

/**
 * How a link's password may be tried. Per client (an anonymised address) and link: 5 attempts in
 * 15 minutes, as the owner's login. Per link, across every client: 20 attempts in 15 minutes that
 * were not right, past which the link's password form is locked until fewer than 20 lie in the
 * last 15 minutes. 20 is four clients' worth of tries: a household mistyping never reaches it, a
 * guesser holding the token but not the password (the only one who can try at all) gets at most
 * 1,920 guesses a day however many addresses it has, and a guest already let in keeps their grant.
 */
export const sharePasswordLimits = {
  attemptsPerClient: 5,
  attemptsPerLink: 20,
  windowMs: 15 * 60_000,
  checksAtOnce: 2,
  checksAdmitted: 16,
  busyRetrySeconds: 5,
};
/** New grants a client may be given an hour: a household opens a link on a few devices, and each grant is a row on disk. */
export const grantsPerClientHour = 20;

export type PasswordVerdict =
  | { ok: true }
  | ({ ok: false } & Refusal<"SHARE_PASSWORD_WRONG">)
  /** `link`: the link is locked for everyone; else this client's tries at this link are spent. */
  | ({ ok: false; scope: "client" | "link"; retryAfterSeconds: number } & Refusal<"SHARE_PASSWORD_LIMITED">)
  | ({ ok: false; retryAfterSeconds: number } & Refusal<"SHARE_PASSWORD_BUSY">);

export type ShareGuard = ReturnType<typeof createShareGuard>;

/**
 * What stands between a share link and guessing: the password's tries and the grants a client is
 * given. One per runtime (its counts are the process's), the clock injectable for tests.
 */
export function createShareGuard({ now = Date.now, limits = sharePasswordLimits }: { now?: () => number; limits?: typeof sharePasswordLimits } = {}) {
  const { windowMs } = limits;
  const perClient = createRateLimiter({ limit: limits.attemptsPerClient, windowMs, now });
  const perLink = createRateLimiter({ limit: limits.attemptsPerLink, windowMs, now });
  const checks = createCheckQueue({ atOnce: limits.checksAtOnce, admitted: limits.checksAdmitted });
  const grants = createRateLimiter({ limit: grantsPerClientHour, windowMs: 3_600_000, now });
  const seconds = (ms: number) => Math.ceil(ms / 1000);

  return {
    /**
     * Checks a password unless a limit says no. Both counts are taken before the check, in the
     * turn the limits are read, so attempts arriving together cannot slip past them. A right
     * password clears its client's count at this link and takes back its own count at the link,
     * nothing else: opening one link never frees tries at another.
     */
    async tryPassword(client: string, linkId: string, check: () => Promise<boolean>): Promise<PasswordVerdict> {
      // A full queue refuses without counting: the client did nothing wrong.
      if (checks.full) return { ok: false, ...refusalOf("SHARE_PASSWORD_BUSY"), retryAfterSeconds: limits.busyRetrySeconds };
      const locked = perLink.retryAfter(linkId);
      if (locked > 0) return { ok: false, ...refusalOf("SHARE_PASSWORD_LIMITED"), scope: "link", retryAfterSeconds: seconds(locked) };
      const pair = `${client} ${linkId}`;
      const wait = perClient.take(pair);
      if (wait > 0) return { ok: false, ...refusalOf("SHARE_PASSWORD_LIMITED"), scope: "client", retryAfterSeconds: seconds(wait) };
      perLink.hit(linkId);
      if (!(await checks.run(client, check))) return { ok: false, ...refusalOf("SHARE_PASSWORD_WRONG") };
      perClient.clear(pair);
      perLink.release(linkId);
      return { ok: true };
    },
    /** The time the link's password form opens again, or undefined when it is open. */
    lockedUntil(linkId: string): number | undefined {
      const wait = perLink.retryAfter(linkId);
      return wait > 0 ? now() + wait : undefined;
    },
    /** Counts a new grant for this client: 0 when it may have it, else the seconds to wait. */
    takeGrant(client: string): number {
      const wait = grants.take(client);
      return wait > 0 ? seconds(wait) : 0;
    },
  };
}
