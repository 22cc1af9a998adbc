import { MAX_BATCH_BYTES, MAX_GET_URL_LENGTH } from "./limits";

export type RawPayload = { text: string } | { tooLarge: true } | { missing: true };

/**
 * The request's batch as text: the body of a POST, or the `events` parameter of the tracker's GET
 * fallback. Reading stops at the byte limit, so an oversized body costs no more than the limit.
 */
export async function readPayload(request: Request): Promise<RawPayload> {
  if (request.method === "GET") {
    if (request.url.length > MAX_GET_URL_LENGTH) return { tooLarge: true };
    const text = new URL(request.url).searchParams.get("events");
    return text ? { text } : { missing: true };
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BATCH_BYTES) return { tooLarge: true };
  if (!request.body) return { missing: true };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BATCH_BYTES) {
      await reader.cancel();
      return { tooLarge: true };
    }
    chunks.push(value);
  }
  return size === 0 ? { missing: true } : { text: Buffer.concat(chunks).toString("utf8") };
}
