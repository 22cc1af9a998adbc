import type { IncomingMessage, ServerResponse } from "node:http";
import { anonymiseIp } from "../lib/http/anonymise-ip";
import { logLine } from "../lib/core/errors";
import { DerivativeFailure } from "../lib/images/derivative-failures";
import { mimeTypes, parseDerivativeRequest, pipelineVersion, planWidths } from "../lib/images/plan";
import type { Runtime } from "./runtime.server";
import type { ProxyTrust } from "../lib/core/settings.server";
import { ClientShare } from "../lib/http/client-share";
import { fastRoute, sendError } from "../lib/http/fast-route.server";
import type { HotFiles } from "../lib/http/hot-files.server";
import { sendFile } from "../lib/http/send-file.server";
import { privateCacheControl } from "../lib/http/cache-control";
import { goneFileCacheControl, pictureCacheControl } from "../lib/http/file-cache-rules";
import { retryAfterSeconds } from "./preparing-page";
import { clientAddress } from "../lib/http/request-origin.server";
import type { Visit } from "./visit.server";

/**
 * Missing derivatives one client (an anonymised address) may have waiting for the encoder at once;
 * beyond, 503 ENCODE_QUEUE_BUSY, never queued, so no client puts more than this many resizes ahead
 * of everyone else's (from a 12 MP original, 0.1 s for a 640 px WebP, 0.5 s for a 1280 px AVIF, under
 * 3 s for the largest: on 2 cores a few seconds, 20 at worst). Only misses count: files that exist
 * are sent before. A phone's first screen asks for some 12 pictures at one width, plus those within the
 * lazy loader's margin, and on a cold album (new pictures, a new pipeline) all of them are misses: 16
 * keeps a whole screen. A browser over HTTP/1.1 has at most 6 requests open per host, so only HTTP/2
 * through a proxy or several tabs come near it.
 */
export const encodesPerClient = 16;

/** Seconds a client over its share is told to wait: about what its own waiting resizes take. */
const busyRetryAfterSeconds = 5;

/** A 404 a shared cache may keep briefly, so it replaces a copy it held of the address (file-cache-rules.ts). */
const gone = { "Cache-Control": goneFileCacheControl };

/** What the route needs of the server: whose forwarded addresses to believe (`TRUST_PROXY`). */
export type DerivativeRouteOptions = { trust: ProxyTrust };

/** An abort signal for the request: the visitor went away before the answer was complete. */
function goneSignal(res: ServerResponse): AbortSignal {
  const controller = new AbortController();
  res.on("close", () => res.writableFinished || controller.abort());
  return controller.signal;
}

/**
 * A derivative that cannot be made (now): 404 as for any address without a picture, and when to ask
 * again. Every request refused for one failure (those that shared the attempt, those during its
 * window) is given the same failure, and the first answered logs it: one line per failure.
 */
function sendFailure(res: ServerResponse, failure: DerivativeFailure, source: string, derivative: string): void {
  if (failure.firstReport())
    console.error(logLine("DERIVATIVE_FAILED", source, `cannot make ${derivative}: ${failure.message} (not tried again for ${failure.retryAfter()} s)`));
  sendError(res, "IMAGE_NOT_FOUND", { ...gone, "Retry-After": String(failure.retryAfter()) });
}

/**
 * GET /img/:address/:width.:format, before anything else: a derivative whose file exists is sent as
 * a file (the most requested small ones from memory, `hot`); only a missing one goes to the encoder
 * (made once for concurrent requests, within the client's share), then is sent. One that failed
 * within the last minute is refused without another try. Only addresses of pictures in the view the
 * request may see and planned widths resolve, so no address reaches another file, and an address an
 * album's access change retired is a 404. The file is named by the content (the pipeline's version,
 * the picture's hash, the width and format), and so is the ETag: a cache asking again gets a 304.
 */
export function derivativeRoute(runtime: Pick<Runtime, "status" | "store">, hot: HotFiles, { trust }: DerivativeRouteOptions) {
  const share = new ClientShare(encodesPerClient);
  return fastRoute<Visit>("/img/", async (req: IncomingMessage, res: ServerResponse, path: string, visit) => {
    const [, , address = "", name = "", extra] = path.split("/");
    const wanted = req.method === "GET" || req.method === "HEAD" ? parseDerivativeRequest(address, name) : undefined;
    if (!wanted || extra !== undefined) return sendError(res, "IMAGE_NOT_FOUND", gone);
    const status = runtime.status();
    if (status.state !== "ready") return sendError(res, "SITE_PREPARING", { "Retry-After": String(retryAfterSeconds) });
    const shown = status.site.picturesByAddress.get(wanted.address);
    // A picture the public site lacks is looked for in what this visitor may see.
    const picture = shown ?? visit.site?.picturesByAddress.get(wanted.address);
    if (!picture || !planWidths(picture.width).includes(wanted.width)) return sendError(res, "IMAGE_NOT_FOUND", gone);
    // A raster picture never runs script: its answer needs no policy, and a page loads dozens of them.
    res.removeHeader("Content-Security-Policy");
    const file = runtime.store.pathOf(picture.hash, wanted.width, wanted.format);
    const etag = `"${pipelineVersion}-${picture.hash}-${wanted.width}.${wanted.format}"`;
    // A private album's picture is for this visitor alone: kept by no cache, sent to no other origin.
    const headers = shown
      ? { "Content-Type": mimeTypes[wanted.format], "Cross-Origin-Resource-Policy": "cross-origin", "Cache-Control": pictureCacheControl, ETag: etag }
      : { "Content-Type": mimeTypes[wanted.format], "Cross-Origin-Resource-Policy": "same-origin", "Cache-Control": privateCacheControl, ETag: etag };
    if (shown && hot.send(req, res, file)) return;
    const sent = await sendFile(req, res, file, { headers });
    if (sent) {
      if (shown) hot.remember(file, sent.size, headers);
      return;
    }
    const derivative = `${wanted.width}.${wanted.format}`;
    const failed = runtime.store.recentFailure(picture.hash, wanted.width, wanted.format);
    if (failed) return sendFailure(res, failed, picture.file, derivative);
    const release = share.take(anonymiseIp(clientAddress(req, trust)));
    if (!release) return sendError(res, "ENCODE_QUEUE_BUSY", { "Retry-After": String(busyRetryAfterSeconds) });
    const signal = goneSignal(res);
    let made: string;
    try {
      made = await runtime.store.ensure(picture, wanted.width, wanted.format, { signal });
    } catch (error) {
      // The browser dropped the request (the tile scrolled away): nobody reads an answer, and it is no failure.
      if (signal.aborted) return void res.destroy();
      if (!(error instanceof DerivativeFailure)) throw error;
      return sendFailure(res, error, picture.file, derivative);
    } finally {
      // However the request ended (made, failed, gone), its place in the client's share is free.
      release();
    }
    if (!(await sendFile(req, res, made, { headers }))) sendError(res, "IMAGE_NOT_FOUND", gone);
  });
}
