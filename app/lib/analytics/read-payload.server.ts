import type { IncomingMessage } from "node:http";
import { readBody } from "../http/read-body.server";
import { maxBatchBytes, maxGetUrlLength } from "../core/analytics-protocol";

export type RawPayload = { text: string } | { tooLarge: true } | { missing: true };

/**
 * The request's batch as text: the body of a POST, or the `events` parameter of the tracker's GET
 * fallback, within the batch's byte limit (read-body.server.ts).
 */
export async function readPayload(req: IncomingMessage): Promise<RawPayload> {
  const url = req.url ?? "";
  if (req.method === "GET" || req.method === "HEAD") {
    if (url.length > maxGetUrlLength) return { tooLarge: true };
    const text = new URL(url, "http://collector").searchParams.get("events");
    return text ? { text } : { missing: true };
  }
  const body = await readBody(req, maxBatchBytes).catch(() => undefined);
  if (body === "tooLarge") return { tooLarge: true };
  return !body || body.length === 0 ? { missing: true } : { text: body.toString("utf8") };
}
