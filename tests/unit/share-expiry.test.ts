import { describe, expect, it } from "vitest";
import { defaultShareDays, parseShareExpiry } from "../../app/lib/sharing/share-expiry";

const day = 86_400_000;
const now = Date.UTC(2026, 10, 26, 15, 30);

describe("a share link's expiry", () => {
  it(`is ${defaultShareDays} days from now when none is given`, () => {
    expect(defaultShareDays).toBe(30);
    expect(parseShareExpiry(undefined, now)).toEqual({ ok: true, expiresAt: now + 30 * day });
  });

  it("takes a number of days from now, 1 to 3650", () => {
    expect(parseShareExpiry("7d", now)).toEqual({ ok: true, expiresAt: now + 7 * day });
    expect(parseShareExpiry("1d", now)).toEqual({ ok: true, expiresAt: now + day });
    expect(parseShareExpiry("3650d", now)).toEqual({ ok: true, expiresAt: now + 3650 * day });
    for (const value of ["0d", "3651d", "99999d"])
      expect(parseShareExpiry(value, now)).toEqual({ ok: false, reason: expect.stringContaining("1 to 3650 days") });
  });

  it("takes a date: the link works through that whole day in UTC, today included", () => {
    expect(parseShareExpiry("2027-06-30", now)).toEqual({ ok: true, expiresAt: Date.UTC(2027, 6, 1) });
    expect(parseShareExpiry("2026-11-26", now)).toEqual({ ok: true, expiresAt: Date.UTC(2026, 10, 27) });
    expect(parseShareExpiry("2028-02-29", now)).toEqual({ ok: true, expiresAt: Date.UTC(2028, 2, 1) });
  });

  it("refuses a day that is over, or that the calendar does not have", () => {
    expect(parseShareExpiry("2026-11-25", now)).toEqual({ ok: false, reason: expect.stringContaining("is over") });
    expect(parseShareExpiry("2027-02-29", now)).toEqual({ ok: false, reason: expect.stringContaining("not a day") });
    expect(parseShareExpiry("2027-13-01", now)).toEqual({ ok: false, reason: expect.stringContaining("not a day") });
  });

  it("takes never", () => {
    expect(parseShareExpiry("never", now)).toEqual({ ok: true, expiresAt: null });
  });

  it("refuses anything else, saying what it takes", () => {
    for (const value of ["", "12h", "30", "d", "-3d", "tomorrow", "2027-6-30", "Never", "30 days"]) {
      const parsed = parseShareExpiry(value, now);
      expect(parsed, value).toEqual({ ok: false, reason: expect.stringContaining("30d") });
      expect(parsed.ok === false && parsed.reason, value).toContain("YYYY-MM-DD");
    }
  });
});
