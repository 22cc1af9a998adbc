import { pipeline } from "node:stream/promises";
import type { RequestHandler } from "express";
import { anonymiseIp } from "../analytics/anonymise-ip";
import type { Site } from "../content/site-types";
import { errorBody, logLine } from "../errors";
import { attachment } from "../http/responses.server";
import { albumParams } from "../http/route-params.server";
import { albumOriginals } from "./album-download-offer";
import { albumZip, zipEntries } from "./album-zip.server";
import { createDownloadLimits, defaultDownloadLimits, type DownloadLimitSettings } from "./download-limits";

/**
 * GET /albums/:slug/download — the album's originals as one ZIP, streamed. Served by Express, not a
 * Remix route: Remix writes a response body without waiting for a slow reader, so an album would
 * pile up in memory; a pipeline reads the next original only as fast as the visitor takes it.
 * Not resumable: yazl cannot start an archive part-way (its directory needs every entry's CRC).
 */
export function albumDownloads(site: () => Promise<Site>, limitSettings: DownloadLimitSettings = defaultDownloadLimits): RequestHandler {
  const limits = createDownloadLimits(limitSettings);
  return async (req, res) => {
    const slug = albumParams.safeParse(req.params);
    const album = slug.success ? (await site()).albumsBySlug.get(slug.data.slug) : undefined;
    const originals = album?.originals ? albumOriginals(album) : [];
    if (!album || originals.length === 0) return void res.status(404).set("Cache-Control", "no-store").json(errorBody("ALBUM_DOWNLOAD_NOT_AVAILABLE"));
    const visitor = anonymiseIp(req.ip);
    const wait = req.method === "HEAD" ? 0 : limits.retryAfter(visitor);
    if (wait > 0) return void res.status(429).set({ "Retry-After": String(wait), "Cache-Control": "no-store" }).json(errorBody("DOWNLOAD_LIMITED"));

    let entries;
    try {
      entries = await zipEntries(album.slug, originals);
    } catch (error) {
      console.error(logLine("ALBUM_DOWNLOAD_FAILED", req.path, (error as Error).message));
      return void res.status(503).set({ "Retry-After": "10", "Cache-Control": "no-store" }).json(errorBody("ALBUM_DOWNLOAD_FAILED"));
    }
    const zip = albumZip(entries);
    res.set({
      "Content-Type": "application/zip",
      "Content-Length": String(await zip.size),
      "Content-Disposition": attachment(`${album.slug}.zip`),
      "Cache-Control": "no-store",
      "Accept-Ranges": "none",
    });
    if (req.method === "HEAD") {
      zip.destroy();
      return void res.end();
    }
    const done = limits.start(visitor);
    res.once("close", done);
    try {
      await pipeline(zip.stream, res);
    } catch (error) {
      zip.destroy();
      // A visitor who stops the download is no fault; a file that changed under the archive is.
      if ((error as NodeJS.ErrnoException).code !== "ERR_STREAM_PREMATURE_CLOSE") console.error(logLine("ALBUM_DOWNLOAD_FAILED", req.path, (error as Error).message));
    } finally {
      done();
    }
  };
}
