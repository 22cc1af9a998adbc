import { describe, expect, it } from "vitest";
import { createShareGuard, grantsPerClientHour, sharePasswordLimits } from "../../app/server/share-guard.server";

/** A password check that takes a turn of the event loop (as scrypt does), counting how many ran. */
function counter(correct = false) {
  let ran = 0;
  return {
    check: () => new Promise<boolean>((resolve) => setImmediate(() => resolve(++ran > 0 && correct))),
    ran: () => ran,
  };
}

/** A guard on a clock that moves only when told. */
function guardAt(start = 1_700_000_000_000) {
  const clock = { at: start };
  return { guard: createShareGuard({ now: () => clock.at }), clock };
}

const status = (verdict: { ok: boolean; status?: number }) => (verdict.ok ? 200 : verdict.status);

describe("the share guard", () => {
  it("counts a client's tries per link: a right password at one link frees nothing at another", async () => {
    const { guard } = guardAt();
    for (let i = 0; i < 4; i++) expect(status(await guard.tryPassword("198.51.100.0", "b", counter().check))).toBe(401);
    expect(await guard.tryPassword("198.51.100.0", "a", counter(true).check)).toEqual({ ok: true });
    expect(status(await guard.tryPassword("198.51.100.0", "b", counter().check))).toBe(401);
    const right = counter(true);
    expect(await guard.tryPassword("198.51.100.0", "b", right.check)).toMatchObject({ status: 429, scope: "client", retryAfterSeconds: 900 });
    expect(right.ran()).toBe(0);
  });

  it(`locks a link for everyone past ${sharePasswordLimits.attemptsPerLink} wrong tries, until fewer lie in the last 15 minutes; a right one takes back only its own`, async () => {
    const { guard, clock } = guardAt();
    const start = clock.at;
    // A right password counts for nothing at the link.
    expect(await guard.tryPassword("192.0.2.0", "a", counter(true).check)).toEqual({ ok: true });
    for (let client = 0; client < 5; client++) {
      for (let i = 0; i < 4; i++) expect(status(await guard.tryPassword(`198.18.${client}.0`, "a", counter().check))).toBe(401);
      clock.at += 60_000;
    }
    expect(guard.lockedUntil("a")).toBe(start + sharePasswordLimits.windowMs);
    expect(guard.lockedUntil("b")).toBeUndefined();
    const right = counter(true);
    expect(await guard.tryPassword("203.0.113.0", "a", right.check)).toMatchObject({ status: 429, scope: "link", retryAfterSeconds: 600 });
    expect(right.ran()).toBe(0);
    // The first client's 4 tries leave the window: 4 more may be tried.
    clock.at = start + sharePasswordLimits.windowMs;
    expect(guard.lockedUntil("a")).toBeUndefined();
    expect(await guard.tryPassword("203.0.113.0", "a", right.check)).toEqual({ ok: true });
  });

  it(`admits ${sharePasswordLimits.checksAdmitted} checks at once; the rest are 503, counted against neither client nor link`, async () => {
    const { guard } = guardAt();
    const wrong = counter();
    const verdicts = await Promise.all(Array.from({ length: 20 }, (_, i) => guard.tryPassword(`198.18.${i}.0`, `link-${i}`, wrong.check)));
    expect(wrong.ran()).toBe(sharePasswordLimits.checksAdmitted);
    const busy = verdicts.filter((verdict) => status(verdict) === 503);
    expect(busy).toHaveLength(20 - sharePasswordLimits.checksAdmitted);
    // The last one was refused as busy: it still has all its tries.
    expect(status(verdicts[19]!)).toBe(503);
    for (let i = 0; i < sharePasswordLimits.attemptsPerClient; i++) expect(status(await guard.tryPassword("198.18.19.0", "link-19", wrong.check))).toBe(401);
  });

  it(`gives a client ${grantsPerClientHour} new grants an hour`, () => {
    const { guard, clock } = guardAt();
    for (let i = 0; i < grantsPerClientHour; i++) expect(guard.takeGrant("198.51.100.0")).toBe(0);
    expect(guard.takeGrant("198.51.100.0")).toBe(3600);
    expect(guard.takeGrant("203.0.113.0")).toBe(0);
    clock.at += 3_600_000;
    expect(guard.takeGrant("198.51.100.0")).toBe(0);
  });
});
