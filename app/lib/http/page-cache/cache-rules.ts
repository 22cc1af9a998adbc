import type { IncomingMessage } from "node:http";
import { grantCookieName } from "../../sharing/grant-cookie";

/** How long a shared cache (nginx, a CDN) keeps a public page, picture, original or video before asking again. */
export const sharedCacheSeconds = 10;

/**
 * What a cache in front (nginx, a CDN) and browsers are told about a public page. Browsers check
 * again on every visit (max-age=0: a 304 costs a few hundred bytes); a shared cache keeps a page
 * 10 s (s-maxage), so a change in the content folder is public within 10 s, and may answer from a
 * stale copy for 60 s more while it fetches the new one in the background (stale-while-revalidate),
 * so a crowd on one address never waits for Vitrine, and Vitrine sees one request per page per 10 s.
 */
export const publicPageCacheControl = `public, max-age=0, s-maxage=${sharedCacheSeconds}, stale-while-revalidate=60`;

/** The owner's session cookie: a request carrying it is answered afresh, and never stored. */
export const ownerSessionCookie = "vitrine_session";

/** Answered for one visitor whatever the cookie: the owner's pages, and share links (/s/<token>). */
const personalPaths = /^\/(?:admin|s)(?:[/.?]|$)/;

/** Statuses whose answer is the same for everyone and worth keeping (a page, an unknown address). */
const storableStatuses = new Set([200, 404]);

/** Whether a GET or HEAD for this address may be answered from the page cache (and fill it), for a visitor who sees only the public site. */
export function isCacheableAddress(req: IncomingMessage): boolean {
  return (req.method === "GET" || req.method === "HEAD") && !personalPaths.test(req.url ?? "");
}

/** Whether a request carries the owner's session or share grants: it may see more than the public, so its Visit is read before any cache answers it (server/visit.server.ts). */
export function carriesPersonalCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && (cookieHeader.includes(`${ownerSessionCookie}=`) || cookieHeader.includes(`${grantCookieName}=`));
}

/**
 * Whether a response to a cacheable request may be kept and served to everyone: a storable status,
 * no cookie set, and no Cache-Control that forbids it (a route may mark its answer private).
 */
export function isStorableResponse(response: Response): boolean {
  if (!storableStatuses.has(response.status) || response.headers.has("set-cookie")) return false;
  const cacheControl = response.headers.get("cache-control");
  return cacheControl === null || (/\bpublic\b/.test(cacheControl) && !/\b(?:private|no-store|no-cache)\b/.test(cacheControl));
}
