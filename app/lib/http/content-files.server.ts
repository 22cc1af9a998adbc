import { realpath, stat } from "node:fs/promises";
import path from "node:path";
import { fastRoute, sendError } from "./fast-route.server";
import { attachment } from "./responses.server";
import { privateCacheControl } from "./cache-control";
import { sendFile } from "./send-file.server";

/**
 * Maps a request path (decoded, without the route's prefix) to a file in the owner's folder, or
 * nothing; `personal` when only this visitor may see it (a private album's video): then no cache
 * may keep it; `made` when it is a file Vitrine made (DATA_DIR, named by a content hash, never by
 * the request: a video's index-first copy or fallback), sent without the owner's folder's checks.
 * `context`: what the edge decided about the request (who is looking).
 */
export type ResolveContentFile<Context> = (relativePath: string, context: Context) => Promise<string | ContentFile | undefined> | string | undefined;

export type ContentFile = { file: string; personal?: true; made?: true };

/**
 * Files a browser would run as part of this site (pages, scripts, SVG, XML): the owner's, but from
 * the site's origin they could act as it. They are sent as downloads, and sandboxed should one be
 * opened anyway.
 */
const activeContent = /\.(?:html?|xhtml|shtml|svgz?|xml|xsl|m?js|cjs)$/i;

function decodedPath(requestPath: string): string | undefined {
  try {
    const decoded = decodeURIComponent(requestPath).replace(/^\/+/, "");
    const segments = decoded.split("/");
    // Hidden names, parent steps and control characters never name a file we serve.
    if (!decoded || /[\0\\]/.test(decoded) || segments.some((segment) => !segment || /^[._]/.test(segment))) return undefined;
    return decoded;
  } catch {
    return undefined;
  }
}

/**
 * What caches are told of a file everyone may see, and of a 404 (file-cache-rules.ts); by default
 * an hour for a file, nothing for a 404.
 */
export type ContentFileCaching = { cacheControl?: string; notFoundCacheControl?: string };

/**
 * Serves files of the owner's folder under `prefix` (streamed, with ranges and caching), but only a
 * regular file whose real path is the path asked for: a symlink anywhere on the way, or a path
 * outside `root`, is a 404.
 */
export function contentFilesRoute<Context = void>(prefix: string, root: string, resolve: ResolveContentFile<Context>, caching: ContentFileCaching = {}) {
  const realRoot = realpath(root).catch(() => path.resolve(root));
  const notFound: Record<string, string> = caching.notFoundCacheControl ? { "Cache-Control": caching.notFoundCacheControl } : {};
  return fastRoute<Context>(prefix, async (req, res, requestPath, context) => {
    if (req.method !== "GET" && req.method !== "HEAD") return sendError(res, "FILE_NOT_FOUND", notFound);
    const relative = decodedPath(requestPath.slice(prefix.length));
    const found = relative === undefined ? undefined : await resolve(relative, context);
    if (!found) return sendError(res, "FILE_NOT_FOUND", notFound);
    const { file, personal, made }: ContentFile = typeof found === "string" ? { file: found } : found;
    const base = await realRoot;
    const expected = made ? file : path.join(base, path.relative(path.resolve(root), path.resolve(file)));
    const real = await Promise.all([realpath(expected), stat(expected)]).catch(() => undefined);
    if (!real || !real[1].isFile() || (!made && (real[0] !== expected || !expected.startsWith(base + path.sep))))
      return sendError(res, "FILE_NOT_FOUND", notFound);
    const headers: Record<string, string> = activeContent.test(expected)
      ? { "Content-Disposition": attachment(path.basename(expected)), "Content-Security-Policy": "sandbox" }
      : {};
    if (personal) headers["Cache-Control"] = privateCacheControl;
    else if (caching.cacheControl) headers["Cache-Control"] = caching.cacheControl;
    if (!(await sendFile(req, res, expected, { headers }))) sendError(res, "FILE_NOT_FOUND", notFound);
  });
}
