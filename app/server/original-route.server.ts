import path from "node:path";
import type { Runtime } from "./runtime.server";
import { fastRoute, sendError } from "../lib/http/fast-route.server";
import { retryAfterSeconds } from "./preparing-page";
import { attachment } from "../lib/http/responses.server";
import { itemParams } from "../lib/http/route-params.server";
import { sendFile } from "../lib/http/send-file.server";
import { privateCacheControl } from "../lib/http/page-cache/cache-rules";
import type { Visit } from "./visit.server";

/** GET /original/:id — the untouched original, when the owner allows downloads; streamed as a file. */
export function originalRoute(runtime: Pick<Runtime, "status">) {
  return fastRoute<Visit>("/original/", async (req, res, requestPath, visit) => {
    const [, , id, extra] = requestPath.split("/");
    const parsed = itemParams.safeParse({ id });
    if (!parsed.success || extra !== undefined || (req.method !== "GET" && req.method !== "HEAD")) return sendError(res, 404, "ORIGINAL_NOT_AVAILABLE");
    const status = runtime.status();
    if (status.state !== "ready") return sendError(res, 503, "SITE_PREPARING", { "Retry-After": String(retryAfterSeconds) });
    const shown = status.site.itemsById.get(parsed.data.id);
    // An item the public site lacks is looked for in what this visitor may see.
    const entry = shown ?? visit.site?.itemsById.get(parsed.data.id);
    if (!entry?.album.originals || entry.item.type !== "image") return sendError(res, 404, "ORIGINAL_NOT_AVAILABLE");
    const file = entry.item.file;
    const headers = {
      "Content-Type": "application/octet-stream",
      "Content-Disposition": attachment(path.basename(file)),
      "Cache-Control": shown ? "public, max-age=3600" : privateCacheControl,
    };
    if (!(await sendFile(req, res, file, { headers }))) sendError(res, 404, "ORIGINAL_NOT_AVAILABLE");
  });
}
