import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { hourCacheControl, immutableCacheControl } from "./cache-control";
import { staticContentType } from "./static-content-types";
import { StaticFile } from "./static-file.server";

/** Larger files are no script or style: they are left to Express, streamed from the disk. */
const maxFileBytes = 4 * 1024 * 1024;

/** The regular files under `dir`, as paths relative to it: no hidden names, no symlinks (neither is followed). */
async function walk(dir: string, relative: string[] = []): Promise<string[][]> {
  const found: string[][] = [];
  for (const entry of await readdir(path.join(dir, ...relative), { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
    if (entry.isDirectory()) found.push(...(await walk(dir, [...relative, entry.name])));
    else if (entry.isFile()) found.push([...relative, entry.name]);
  }
  return found;
}

/**
 * The files of the client build (`build/client`), by the request path that names each (its
 * segments as a browser encodes them): read once, now, so a request never touches the disk and no
 * path outside this list can name a file. Vite's hashed `/assets/` never change: a year and
 * immutable. Kinds of file the build is not made of, and large files, are left to Express.
 * Compressed one after another from now on, so the first visitors find them ready without every
 * zlib thread taken at once.
 */
export async function readClientBuild(root: string): Promise<ReadonlyMap<string, StaticFile>> {
  const files = new Map<string, StaticFile>();
  for (const segments of await walk(root)) {
    const kind = staticContentType(segments.at(-1)!);
    if (!kind) continue;
    const file = path.join(root, ...segments);
    if ((await stat(file)).size > maxFileBytes) continue;
    const bytes = await readFile(file);
    const address = `/${segments.map(encodeURIComponent).join("/")}`;
    const cacheControl = address.startsWith("/assets/") ? immutableCacheControl : hourCacheControl;
    files.set(address, new StaticFile({ "Content-Type": kind.type, "Cache-Control": cacheControl }, bytes, kind.compressible));
  }
  void (async () => {
    // A failure here is a request's to report (each asks again); the others are still made.
    for (const file of files.values()) await Promise.resolve(file.body()).catch(() => undefined);
  })();
  return files;
}
