import type { IncomingMessage, ServerResponse } from "node:http";
import { logLine } from "../errors";
import { mimeTypes, parseDerivativeRequest, pipelineVersion, planWidths } from "../images/plan";
import type { Runtime } from "../runtime.server";
import { fastRoute, sendError } from "./fast-route.server";
import type { HotFiles } from "./hot-files.server";
import { immutableCacheControl, sendFile } from "./send-file.server";
import { retryAfterSeconds } from "./preparing-page";

/** An abort signal for the request: the visitor went away before the answer was complete. */
function goneSignal(res: ServerResponse): AbortSignal {
  const controller = new AbortController();
  res.on("close", () => res.writableFinished || controller.abort());
  return controller.signal;
}

/**
 * GET /img/:hash/:width.:format, before anything else: a derivative whose file exists is sent as a
 * file (the most requested small ones from memory, `hot`); only a missing one goes to the encoder
 * (made once for concurrent requests), then is sent. Only hashes of images in the site and planned
 * widths resolve, so no address reaches another file. The address names the content (the
 * pipeline's version, the source's hash, the width and format), so it is the ETag too.
 */
export function derivativeRoute(runtime: Pick<Runtime, "status" | "store">, hot: HotFiles) {
  return fastRoute("/img/", async (req: IncomingMessage, res: ServerResponse, path: string) => {
    const [, , hash = "", name = "", extra] = path.split("/");
    const wanted = req.method === "GET" || req.method === "HEAD" ? parseDerivativeRequest(hash, name) : undefined;
    if (!wanted || extra !== undefined) return sendError(res, 404, "IMAGE_NOT_FOUND");
    const status = runtime.status();
    if (status.state !== "ready") return sendError(res, 503, "SITE_PREPARING", { "Retry-After": String(retryAfterSeconds) });
    const picture = status.site.picturesByHash.get(wanted.hash);
    if (!picture || !planWidths(picture.width).includes(wanted.width)) return sendError(res, 404, "IMAGE_NOT_FOUND");
    // A raster picture never runs script: its answer needs no policy, and a page loads dozens of them.
    res.removeHeader("Content-Security-Policy");
    const file = runtime.store.pathOf(wanted.hash, wanted.width, wanted.format);
    if (hot.send(req, res, file)) return;
    // Public and content-addressed: other origins (a CDN's edge, a page node using ASSET_BASE_URL) may embed it.
    const headers = {
      "Content-Type": mimeTypes[wanted.format],
      "Cross-Origin-Resource-Policy": "cross-origin",
      "Cache-Control": immutableCacheControl,
      ETag: `"${pipelineVersion}-${wanted.hash}-${wanted.width}.${wanted.format}"`,
    };
    const sent = await sendFile(req, res, file, { headers, immutable: true });
    if (sent) return hot.remember(file, sent.size, headers);
    const signal = goneSignal(res);
    let made: string;
    try {
      made = await runtime.store.ensure(picture, wanted.width, wanted.format, { signal });
    } catch (error) {
      // The browser dropped the request (the tile scrolled away): nobody reads an answer, and it is no failure.
      if (signal.aborted) return void res.destroy();
      console.error(logLine("DERIVATIVE_FAILED", picture.file, `cannot make ${wanted.width}.${wanted.format}: ${(error as Error).message}`));
      return sendError(res, 404, "IMAGE_NOT_FOUND");
    }
    if (!(await sendFile(req, res, made, { headers, immutable: true }))) sendError(res, 404, "IMAGE_NOT_FOUND");
  });
}
