import type { IncomingMessage } from "node:http";
import { Readable } from "node:stream";
import { nodeHeaders } from "../../../app/server/collect-route.server";
import type { CollectRequest } from "../../../app/lib/analytics/request-steps.server";
import { readPayload } from "../../../app/lib/analytics/read-payload.server";
import { noSharedAlbums, type SharedAlbums } from "../../../app/lib/analytics/share-tag";

export const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/**
 * A request as the server receives it (method, address, headers, body), read as the collector route
 * reads it, for a site on example.org; `sharedAlbums` what its grant cookie opens.
 */
export async function received(
  method: string,
  url: string,
  body: string | undefined,
  headers: Record<string, string>,
  sharedAlbums: SharedAlbums = noSharedAlbums,
): Promise<CollectRequest> {
  const req = Object.assign(Readable.from(body === undefined ? [] : [Buffer.from(body)]), { method, url, headers }) as unknown as IncomingMessage;
  return { payload: await readPayload(req), headers: nodeHeaders(req), pageHost: "example.org", sharedAlbums };
}

export function post(body: unknown, headers: Record<string, string> = {}, sharedAlbums: SharedAlbums = noSharedAlbums) {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  return received("POST", "/api/collect", text, { "user-agent": chrome, "content-length": String(Buffer.byteLength(text)), ...headers }, sharedAlbums);
}
