import type { IncomingMessage } from "node:http";
import { MAX_BATCH_BYTES, MAX_GET_URL_LENGTH } from "./limits";

export type RawPayload = { text: string } | { tooLarge: true } | { missing: true };

/**
 * The request's batch as text: the body of a POST, or the `events` parameter of the tracker's GET
 * fallback. A body declared or found larger than the limit is not read on (the connection is then
 * closed with the answer), so an oversized body costs no more than the limit.
 */
export async function readPayload(req: IncomingMessage): Promise<RawPayload> {
  const url = req.url ?? "";
  if (req.method === "GET" || req.method === "HEAD") {
    if (url.length > MAX_GET_URL_LENGTH) return { tooLarge: true };
    const text = new URL(url, "http://collector").searchParams.get("events");
    return text ? { text } : { missing: true };
  }
  if (Number(req.headers["content-length"] ?? "0") > MAX_BATCH_BYTES) return { tooLarge: true };
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_BATCH_BYTES) return { tooLarge: true };
      chunks.push(chunk);
    }
  } catch {
    return { missing: true };
  }
  return size === 0 ? { missing: true } : { text: Buffer.concat(chunks).toString("utf8") };
}
