import { z } from "zod/v4";

/**
 * Where the tracker sends its events by default. Blockers' lists carry generic rules for the usual
 * names (EasyPrivacy's `/api/collect|$ping,xmlhttprequest`, `/api/events|`, and many on track, stats,
 * beacon, pixel, log): this one is in none of them (tests/e2e/blocklists.desktop.spec.ts checks every
 * analytics request against the lists uBlock Origin ships: tests/system-deps.mjs unpacks them).
 */
export const defaultCollectorPath = "/api/v";
/** The collector's address before: pages still cached or open send there, so it keeps answering. */
export const legacyCollectorPath = "/api/collect";

/** Top-level paths of the site's own: the owner's endpoint may not shadow them. */
const reserved = /^\/(admin|albums|assets|img|original|media|files|search|tags|people|cameras|lenses|years|feed|sitemap|robots)(\/|\.|$)/;

/** `analytics.endpoint`: a path of this site (letters, digits, - and _, up to four parts) that no page uses. */
export const collectorPathSetting = z
  .string()
  .regex(/^(\/[A-Za-z0-9_-]{1,32}){1,4}$/, "a path such as /api/v: up to four parts of letters, digits, - and _")
  .refine((path) => !reserved.test(path), "a path the site's own pages or files use");

/** The paths the collector answers: the configured one and the one before. */
export const collectorPaths = (endpoint: string): ReadonlySet<string> => new Set([endpoint, legacyCollectorPath]);
