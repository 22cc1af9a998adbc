import path from "node:path";
import type { Runtime } from "./runtime.server";
import { fastRoute, sendError } from "../lib/http/fast-route.server";
import { retryAfterSeconds } from "./preparing-page";
import { attachment } from "../lib/http/responses.server";
import { originalParams } from "../lib/http/route-params.server";
import { sendFile } from "../lib/http/send-file.server";
import { privateCacheControl } from "../lib/http/cache-control";
import { fileCacheControl, goneFileCacheControl } from "../lib/http/file-cache-rules";
import type { Visit } from "./visit.server";

/** A 404 a shared cache may keep briefly, so it replaces a copy it held of the address (file-cache-rules.ts). */
const gone = { "Cache-Control": goneFileCacheControl };

/**
 * GET /original/:id/:address — the untouched original, when the owner allows downloads; streamed as
 * a file. The item is looked up in the view the request may see, and the address must be its
 * picture's current one: an original saved while its album was public answers 404 once it is not.
 */
export function originalRoute(runtime: Pick<Runtime, "status">) {
  return fastRoute<Visit>("/original/", async (req, res, requestPath, visit) => {
    const [, , id, address, extra] = requestPath.split("/");
    const parsed = originalParams.safeParse({ id, address });
    if (!parsed.success || extra !== undefined || (req.method !== "GET" && req.method !== "HEAD")) return sendError(res, "ORIGINAL_NOT_AVAILABLE", gone);
    const status = runtime.status();
    if (status.state !== "ready") return sendError(res, "SITE_PREPARING", { "Retry-After": String(retryAfterSeconds) });
    const addressed = (site: typeof status.site | undefined) => {
      const entry = site?.itemsById.get(parsed.data.id);
      return entry?.item.type === "image" && entry.item.address === parsed.data.address ? { album: entry.album, item: entry.item } : undefined;
    };
    const shown = addressed(status.site);
    // An item the public site lacks is looked for in what this visitor may see.
    const entry = shown ?? addressed(visit.site);
    if (!entry?.album.originals) return sendError(res, "ORIGINAL_NOT_AVAILABLE", gone);
    const file = entry.item.file;
    const headers = {
      "Content-Type": "application/octet-stream",
      "Content-Disposition": attachment(path.basename(file)),
      "Cache-Control": shown ? fileCacheControl : privateCacheControl,
    };
    if (!(await sendFile(req, res, file, { headers }))) sendError(res, "ORIGINAL_NOT_AVAILABLE", gone);
  });
}
