import { describe, expect, it } from "vitest";
import { createLoginGuard, loginLimits } from "../../app/lib/auth/login-guard.server";

/** A password check that takes a turn of the event loop (as scrypt does), counting how many ran. */
function counter(correct = false) {
  let ran = 0;
  return {
    check: () => new Promise<boolean>((resolve) => setImmediate(() => resolve(++ran > 0 && correct))),
    ran: () => ran,
  };
}

describe("the login guard", () => {
  it("checks 5 of 30 attempts sent at once from one address; the rest are refused with Retry-After before any check", async () => {
    const guard = createLoginGuard();
    const wrong = counter();
    const verdicts = await Promise.all(Array.from({ length: 30 }, () => guard.attempt("203.0.113.0", wrong.check)));
    expect(wrong.ran()).toBe(5);
    expect(verdicts.filter((v) => !v.ok && v.code === "LOGIN_FAILED")).toHaveLength(5);
    const limited = verdicts.filter((v) => !v.ok && v.code === "LOGIN_RATE_LIMITED");
    expect(limited).toHaveLength(25);
    for (const verdict of limited) expect(verdict).toMatchObject({ status: 429, retryAfterSeconds: 900 });
    // The right password is not even checked now.
    const right = counter(true);
    expect(await guard.attempt("203.0.113.0", right.check)).toMatchObject({ code: "LOGIN_RATE_LIMITED" });
    expect(right.ran()).toBe(0);
    // Another address is unaffected.
    expect(await guard.attempt("198.51.100.0", right.check)).toEqual({ ok: true });
  });

  it("a correct password clears the address's count", async () => {
    const guard = createLoginGuard();
    for (let i = 0; i < 4; i++) await guard.attempt("203.0.113.0", counter().check);
    expect(await guard.attempt("203.0.113.0", counter(true).check)).toEqual({ ok: true });
    const verdicts = [];
    for (let i = 0; i < 6; i++) verdicts.push(await guard.attempt("203.0.113.0", counter().check));
    expect(verdicts.map((v) => (v.ok ? 200 : v.status))).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it(`admits ${loginLimits.checksAdmitted} checks from many addresses at once; the rest are 503 LOGIN_BUSY, not counted against their address`, async () => {
    const guard = createLoginGuard();
    const wrong = counter();
    const verdicts = await Promise.all(Array.from({ length: 40 }, (_, i) => guard.attempt(`10.0.${i}.0`, wrong.check)));
    expect(wrong.ran()).toBe(loginLimits.checksAdmitted);
    const busy = verdicts.filter((v) => !v.ok && v.code === "LOGIN_BUSY");
    expect(busy).toHaveLength(40 - loginLimits.checksAdmitted);
    for (const verdict of busy) expect(verdict).toMatchObject({ status: 503, retryAfterSeconds: loginLimits.busyRetrySeconds });
    // A refused address still has all of its attempts.
    const last = `10.0.39.0`;
    for (let i = 0; i < loginLimits.attempts; i++) expect(await guard.attempt(last, counter().check)).toMatchObject({ code: "LOGIN_FAILED" });
  });
});
