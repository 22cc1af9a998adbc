import type { IncomingMessage, ServerResponse } from "node:http";
import Negotiator from "negotiator";
import type { Coding, KeptBody } from "./compressed-body.server";

const offered = ["br", "gzip", "identity"];
/** Browsers send a handful of distinct Accept-Encoding values: each is negotiated once. */
const negotiated = new Map<string, Coding>();

/** Negotiator 1's `encoding` with the server's order for ties, an option its types do not name yet. */
type EncodingInOrder = (this: Negotiator, available: readonly string[], options: { preferred: readonly string[] }) => string | undefined;

/**
 * The encoding the client accepts best; on a tie (Chrome's "gzip, deflate, br" likes all alike),
 * the smallest: brotli, then gzip.
 */
export function preferredEncoding(acceptEncoding: string | undefined): Coding {
  if (!acceptEncoding) return "identity";
  let encoding = negotiated.get(acceptEncoding);
  if (!encoding) {
    const negotiator = new Negotiator({ headers: { "accept-encoding": acceptEncoding } });
    encoding = ((negotiator.encoding as EncodingInOrder).call(negotiator, offered, { preferred: offered }) ?? "identity") as Coding;
    if (negotiated.size < 64) negotiated.set(acceptEncoding, encoding);
  }
  return encoding;
}

/** Whether If-None-Match names this content in any encoding (a weak comparison, as RFC 9110 asks). */
export function isFresh(ifNoneMatch: string | undefined, body: KeptBody): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const tags = Object.values(body.etags);
  return ifNoneMatch.split(",").some((tag) => tags.includes(tag.trim().replace(/^W\//, "")));
}

/**
 * Answers with a kept body: the form the client accepts best among those kept, or, for a 200,
 * 304 when the client already has the content. The content's own headers (type, caching, policy)
 * are the caller's, set before.
 */
export function sendCompressed(req: IncomingMessage, res: ServerResponse, status: number, body: KeptBody): void {
  const preferred = preferredEncoding(req.headers["accept-encoding"]);
  const encoding = body.bodies[preferred] ? preferred : "identity";
  if (body.bodies.br || body.bodies.gzip) res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("ETag", body.etags[encoding] ?? body.etags.identity);
  if (status === 200 && isFresh(req.headers["if-none-match"], body)) {
    res.statusCode = 304;
    res.removeHeader("Content-Type");
    res.end();
    return;
  }
  const bytes = body.bodies[encoding] ?? body.bodies.identity;
  res.statusCode = status;
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", bytes.length);
  res.end(req.method === "HEAD" ? undefined : bytes);
}
