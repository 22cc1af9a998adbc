import { logLine, refusalOf, type Refusal } from "../core/errors";
import { createCheckQueue } from "./password-check-queue";
import { createRateLimiter } from "./rate-limiter";

/**
 * Attempts per address (anonymised) and window, counted before the password is checked; password
 * checks at once and admitted (running or waiting) across all addresses; the wait a full queue asks.
 */
export const loginLimits = { attempts: 5, windowMs: 15 * 60_000, checksAtOnce: 2, checksAdmitted: 16, busyRetrySeconds: 5 };

export type LoginRefusal =
  ({ ok: false } & Refusal<"LOGIN_FAILED">) | ({ ok: false; retryAfterSeconds: number } & Refusal<"LOGIN_RATE_LIMITED" | "LOGIN_BUSY">);

/**
 * Decides whether a login attempt's password is checked at all, and checks it. Every attempt is
 * counted before its check, in the same turn of the event loop as the limit is read, so 30
 * attempts arriving together get 5 checks, not 30. A correct password clears the address's count.
 */
export function createLoginGuard(limits = loginLimits) {
  const attempts = createRateLimiter({ limit: limits.attempts, windowMs: limits.windowMs });
  const checks = createCheckQueue({ atOnce: limits.checksAtOnce, admitted: limits.checksAdmitted });
  // One log line per address per window, and one a minute for a full queue: a flood does not flood the log.
  const lockoutReports = createRateLimiter({ limit: 1, windowMs: limits.windowMs });
  const busyReports = createRateLimiter({ limit: 1, windowMs: 60_000 });
  const minutes = limits.windowMs / 60_000;

  return {
    async attempt(address: string, check: () => Promise<boolean>): Promise<{ ok: true } | LoginRefusal> {
      if (checks.full) {
        if (busyReports.take("busy") === 0) {
          console.warn(logLine("LOGIN_BUSY", "/admin/login", `${limits.checksAdmitted} password checks running or waiting; others refused for now`));
        }
        return { ok: false, ...refusalOf("LOGIN_BUSY"), retryAfterSeconds: limits.busyRetrySeconds };
      }
      const wait = attempts.take(address);
      if (wait > 0) {
        if (lockoutReports.take(address) === 0) {
          console.warn(logLine("LOGIN_RATE_LIMITED", address, `${limits.attempts} login attempts in ${minutes} minutes; refused for up to ${minutes} minutes`));
        }
        return { ok: false, ...refusalOf("LOGIN_RATE_LIMITED"), retryAfterSeconds: Math.ceil(wait / 1000) };
      }
      if (!(await checks.run(address, check))) return { ok: false, ...refusalOf("LOGIN_FAILED") };
      attempts.clear(address);
      return { ok: true };
    },
  };
}
