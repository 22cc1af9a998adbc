import { realpath, stat } from "node:fs/promises";
import path from "node:path";
import type { Request, RequestHandler, Response } from "express";
import { errorBody } from "../errors";

/** Maps a request path (decoded, without its leading "/") to a file in the owner's folder, or nothing. */
export type ResolveContentFile = (relativePath: string) => Promise<string | undefined> | string | undefined;

const notFound = (res: Response) => res.status(404).json(errorBody("FILE_NOT_FOUND"));

function decodedPath(req: Request): string | undefined {
  try {
    const decoded = decodeURIComponent(req.path).replace(/^\/+/, "");
    const segments = decoded.split("/");
    // Hidden names, parent steps and control characters never name a file we serve.
    if (!decoded || /[\0\\]/.test(decoded) || segments.some((segment) => !segment || /^[._]/.test(segment))) return undefined;
    return decoded;
  } catch {
    return undefined;
  }
}

/**
 * Serves files of the owner's folder with ranges and caching, but only a regular file whose real
 * path is the path asked for: a symlink anywhere on the way, or a path outside `root`, is a 404.
 */
export function contentFiles(root: string, resolve: ResolveContentFile): RequestHandler {
  const realRoot = realpath(root).catch(() => path.resolve(root));
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return notFound(res);
    const relative = decodedPath(req);
    const file = relative === undefined ? undefined : await resolve(relative);
    if (!file) return notFound(res);
    try {
      const base = await realRoot;
      const expected = path.join(base, path.relative(path.resolve(root), path.resolve(file)));
      const [real, stats] = await Promise.all([realpath(expected), stat(expected)]);
      if (real !== expected || !real.startsWith(base + path.sep) || !stats.isFile()) return notFound(res);
      res.sendFile(real, { maxAge: "1h", dotfiles: "allow" }, (error) => {
        if (error && !res.headersSent) notFound(res);
        else if (error && (error as NodeJS.ErrnoException).code !== "ECONNABORTED") next(error);
      });
    } catch {
      notFound(res);
    }
  };
}
