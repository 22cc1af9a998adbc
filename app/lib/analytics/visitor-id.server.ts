import { createHash, createHmac } from "node:crypto";

/** The UTC day a moment falls on, as YYYY-MM-DD. */
export function utcDay(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/**
 * A visitor id that no one can link across days: the hash of a salt that changes daily, the site,
 * the anonymised IP and the user agent. The salt is derived from the server secret (so every app
 * node computes the same one) and is never stored.
 */
export function visitorId(input: { secret: string; at: number; site: string; anonymisedIp: string; userAgent: string }): string {
  const salt = createHmac("sha256", input.secret)
    .update(`visitor-salt:${utcDay(input.at)}`)
    .digest();
  return createHash("sha256").update(salt).update(`\0${input.site}\0${input.anonymisedIp}\0${input.userAgent}`).digest("hex").slice(0, 16);
}
