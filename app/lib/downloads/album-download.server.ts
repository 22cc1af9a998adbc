import { pipeline } from "node:stream/promises";
import type { Request, RequestHandler, Response } from "express";
import { anonymiseIp } from "../http/anonymise-ip";
import { createRateLimiter } from "../auth/rate-limiter";
import type { Album, ImageItem, Site } from "../content/site-types";
import { errorBody, errorStatus, logLine } from "../core/errors";
import { noStoreCacheControl } from "../http/cache-control";
import { attachment } from "../http/responses.server";
import { albumParams } from "../http/route-params.server";
import { cutWhenStalled } from "../http/stall-guard.server";
import { albumOriginals } from "../content/album-download-offer";
import { albumZip, zipEntries } from "./album-zip.server";
import { albumZipSize, rememberZipSize } from "./album-zip-size.server";
import { createDownloadLimits, defaultDownloadLimits, type DownloadLimitSettings } from "./download-limits";

export type AlbumDownloadOptions = Partial<DownloadLimitSettings> & {
  /** How long a reader may take nothing before its ZIP is cut (serverTimeouts.stalledAnswer unless a test shortens it). */
  stalledMs?: number;
};

/**
 * GET /albums/:slug/download — the album's originals as one ZIP, streamed. Served by Express, not a
 * Remix route: its limits hold a place until the response itself closes, and a stalled reader is
 * cut on it; a pipeline reads the next original only as fast as the visitor takes it.
 * Not resumable: yazl cannot start an archive part-way (its directory needs every entry's CRC).
 */
/** `site`: the site this request's visitor sees (a share link may open a private album's ZIP). */
export function albumDownloads(site: (req: Request, res: Response) => Promise<Site>, options: AlbumDownloadOptions = {}): RequestHandler {
  const { stalledMs, ...limitSettings } = options;
  const limits = createDownloadLimits({ ...defaultDownloadLimits, ...limitSettings });
  // One log line a minute while the site is full: the owner learns of it, a crowd does not flood the log.
  const busyReports = createRateLimiter({ limit: 1, windowMs: 60_000 });
  return async (req, res) => {
    res.set("Cache-Control", noStoreCacheControl);
    const slug = albumParams.safeParse(req.params);
    const album = slug.success ? (await site(req, res)).albumsBySlug.get(slug.data.slug) : undefined;
    const originals = album?.originals ? albumOriginals(album) : [];
    if (!album || originals.length === 0) return void res.status(errorStatus("ALBUM_DOWNLOAD_NOT_AVAILABLE")).json(errorBody("ALBUM_DOWNLOAD_NOT_AVAILABLE"));
    if (req.method === "HEAD") return answerHead(req, res, album, originals);

    // No await between the album's lookup and here: the limits are checked and counted in one step.
    const turn = limits.take(anonymiseIp(req.ip));
    if (!turn.ok) {
      if (turn.code === "DOWNLOADS_BUSY" && busyReports.take("busy") === 0) {
        console.warn(logLine("DOWNLOADS_BUSY", req.path, "every album ZIP the site allows at once is streaming; others refused for now"));
      }
      return void res.status(turn.status).set("Retry-After", String(turn.retryAfterSeconds)).json(errorBody(turn.code));
    }
    // The place is freed when the answer closes: sent, failed, abandoned by the visitor, or cut as stalled.
    res.once("close", turn.done);
    try {
      await sendZip(req, res, album, originals, stalledMs);
    } finally {
      // And if anything unforeseen threw before an answer was written, it is not held until the visitor leaves.
      turn.done();
    }
  };
}

/** The length and headers a GET would give, without measuring the originals again for every HEAD. */
async function answerHead(req: Request, res: Response, album: Album, originals: ImageItem[]): Promise<void> {
  try {
    res.set(zipHeaders(album.slug, await albumZipSize(album, originals))).end();
  } catch (error) {
    failed(req, res, error as Error);
  }
}

async function sendZip(req: Request, res: Response, album: Album, originals: ImageItem[], stalledMs: number | undefined): Promise<void> {
  let entries;
  try {
    entries = await zipEntries(album.slug, originals);
  } catch (error) {
    return failed(req, res, error as Error);
  }
  const zip = albumZip(entries);
  const size = await zip.size;
  rememberZipSize(album, size);
  // The visitor left while the originals were measured: nothing to send.
  if (res.destroyed) return zip.destroy();
  res.set(zipHeaders(album.slug, size));
  // A reader that takes nothing for a while loses the download and its place (serverTimeouts.stalledAnswer).
  cutWhenStalled(res, stalledMs);
  try {
    await pipeline(zip.stream, res);
  } catch (error) {
    zip.destroy();
    // A visitor who stops the download (or a stall cut) is no fault; a file that changed under the archive is.
    if ((error as NodeJS.ErrnoException).code !== "ERR_STREAM_PREMATURE_CLOSE")
      console.error(logLine("ALBUM_DOWNLOAD_FAILED", req.path, (error as Error).message));
  }
}

function zipHeaders(slug: string, size: number): Record<string, string> {
  return {
    "Content-Type": "application/zip",
    "Content-Length": String(size),
    "Content-Disposition": attachment(`${slug}.zip`),
    "Accept-Ranges": "none",
  };
}

/** An original could not be read while the archive was planned. */
function failed(req: Request, res: Response, error: Error): void {
  console.error(logLine("ALBUM_DOWNLOAD_FAILED", req.path, error.message));
  res.status(errorStatus("ALBUM_DOWNLOAD_FAILED")).set("Retry-After", "10").json(errorBody("ALBUM_DOWNLOAD_FAILED"));
}
