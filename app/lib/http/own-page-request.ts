import type { IncomingHttpHeaders } from "node:http";

/**
 * Whether a request was sent by one of the site's own pages (the tracker's fetch or beacon), not
 * by another site: a top-level navigation from anywhere carries SameSite=Lax cookies too, so what
 * such cookies grant must not follow it. Sec-Fetch-Site where the browser sends it (every current
 * one); else an Origin naming the pages' host (older browsers send it on POST). Anything else, a
 * request typed or sent by a tool included, is not the site's own.
 */
export function fromOwnPage(headers: IncomingHttpHeaders, pageHost: string | undefined): boolean {
  const site = headers["sec-fetch-site"];
  if (site !== undefined) return site === "same-origin";
  const origin = headers.origin;
  if (!origin || !pageHost) return false;
  try {
    return new URL(origin).hostname === pageHost;
  } catch {
    return false;
  }
}
