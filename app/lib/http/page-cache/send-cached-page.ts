import type { IncomingMessage, ServerResponse } from "node:http";
import Negotiator from "negotiator";
import type { CachedPage, Encoding } from "./cached-page.server";

const offered = ["br", "gzip", "identity"];
/** Browsers send a handful of distinct Accept-Encoding values: each is negotiated once. */
const negotiated = new Map<string, Encoding | "identity">();

export function preferredEncoding(acceptEncoding: string | undefined): Encoding | "identity" {
  if (!acceptEncoding) return "identity";
  let encoding = negotiated.get(acceptEncoding);
  if (!encoding) {
    encoding = (new Negotiator({ headers: { "accept-encoding": acceptEncoding } }).encoding(offered) ?? "identity") as Encoding | "identity";
    if (negotiated.size < 64) negotiated.set(acceptEncoding, encoding);
  }
  return encoding;
}

/** Whether If-None-Match names this content in any encoding (a weak comparison, as RFC 9110 asks). */
export function isFresh(ifNoneMatch: string | undefined, page: CachedPage): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const tags = Object.values(page.etags);
  return ifNoneMatch.split(",").some((tag) => tags.includes(tag.trim().replace(/^W\//, "")));
}

/**
 * Answers from a kept page: the form the client accepts best, or 304 when it already has the
 * content. Both carry the same headers, the page's own policy included (the security headers
 * common to every response are already set).
 */
export function sendCachedPage(req: IncomingMessage, res: ServerResponse, page: CachedPage): void {
  const encoding = preferredEncoding(req.headers["accept-encoding"]);
  if (page.csp) res.setHeader("Content-Security-Policy", page.csp);
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("ETag", page.etags[encoding]);
  if (page.status === 200 && isFresh(req.headers["if-none-match"], page)) {
    res.statusCode = 304;
    res.removeHeader("Content-Type");
    res.end();
    return;
  }
  const body = page.bodies[encoding];
  res.statusCode = page.status;
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}
