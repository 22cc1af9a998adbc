import { createHash } from "node:crypto";
import { errorBody, errorStatus, type AnsweredCode } from "../core/errors";
import { noStoreCacheControl, revalidatedCacheControl } from "./cache-control";

/** A JSON body and its content ETag, made once where the same answer is served many times. */
export type JsonBody = { body: string; etag: string };

export function jsonBody(data: unknown): JsonBody {
  const body = JSON.stringify(data);
  return { body, etag: `"${createHash("sha1").update(body).digest("base64url")}"` };
}

/** JSON with a content ETag: a client that has this version gets 304 and no body. */
export function jsonWithEtag(request: Request, data: unknown, cacheControl = revalidatedCacheControl): Response {
  return jsonResponse(request, jsonBody(data), cacheControl);
}

export function jsonResponse(request: Request, { body, etag }: JsonBody, cacheControl = revalidatedCacheControl): Response {
  const headers = { ETag: etag, "Cache-Control": cacheControl, "Content-Type": "application/json; charset=utf-8" };
  const ifNoneMatch = request.headers.get("If-None-Match");
  if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { status: 200, headers });
}

/** An error body in the catalogue's terms, { error: { code, message } }, with the code's status. */
export function jsonError(code: AnsweredCode, message?: string): Response {
  return new Response(JSON.stringify(errorBody(code, message)), {
    status: errorStatus(code),
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": noStoreCacheControl },
  });
}

/** A Content-Disposition that survives any file name: ASCII fallback plus RFC 5987 UTF-8. */
export function attachment(fileName: string): string {
  const ascii =
    fileName
      .normalize("NFKD")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/["\\]/g, "_") || "download";
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
