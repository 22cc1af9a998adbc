import type { IncomingMessage } from "node:http";

/** The bodies Vitrine takes: the owner's forms and the tracker's batches; anything larger is refused. */
export const maxBodyBytes = 16 * 1024;

/**
 * The one place a request body is read: refused unread when its Content-Length says it is too large,
 * else read while counting, and refused as soon as it passes the limit (a chunked body says nothing
 * ahead). A refusal is answered with the connection closed, so the rest is never read either.
 */
export async function readBody(req: IncomingMessage, limit = maxBodyBytes): Promise<Buffer | "tooLarge"> {
  if (Number(req.headers["content-length"] ?? 0) > limit) return "tooLarge";
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) return "tooLarge";
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
