/** A link made without an expiry ends after this many days: long enough for a family, short enough to be forgotten safely. */
export const defaultShareDays = 30;
const maxShareDays = 3650;
const dayMs = 86_400_000;

/** When a link stops opening (epoch ms), null for never; or why the value says no time. */
export type ShareExpiry = { ok: true; expiresAt: number | null } | { ok: false; reason: string };

/**
 * Reads an expiry as the owner writes it: `Nd` (N days from now, 1 to 3650), `YYYY-MM-DD` (the link
 * works through that whole day in UTC, so it ends at the next day's 00:00 UTC; the day must not be
 * over), or `never`. No value: the default 30 days.
 */
export function parseShareExpiry(value: string | undefined, now: number): ShareExpiry {
  if (value === undefined) return { ok: true, expiresAt: now + defaultShareDays * dayMs };
  const text = value.trim();
  if (text === "never") return { ok: true, expiresAt: null };
  const days = /^(\d{1,5})d$/.exec(text);
  if (days) {
    const count = Number(days[1]);
    if (count < 1 || count > maxShareDays) return { ok: false, reason: `"${value}": a link lasts 1 to ${maxShareDays} days` };
    return { ok: true, expiresAt: now + count * dayMs };
  }
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (date) {
    const [year, month, day] = date.slice(1).map(Number) as [number, number, number];
    const start = Date.UTC(year, month - 1, day);
    // Date.UTC rolls 2027-02-30 over into March: a date that does not read back is not a day.
    if (new Date(start).toISOString().slice(0, 10) !== text) return { ok: false, reason: `"${value}" is not a day of the calendar` };
    const expiresAt = start + dayMs;
    if (expiresAt <= now) return { ok: false, reason: `"${value}" is over (in UTC): a link must end in the future` };
    return { ok: true, expiresAt };
  }
  return { ok: false, reason: `"${value}" is not a number of days (30d), a date (YYYY-MM-DD) or never` };
}
