import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { videoPipelineVersion, videosFolder } from "./derived-video-files";

const listed = (dir: string) => readdir(dir).catch(() => [] as string[]);

/**
 * After a build, removes what was made of videos no longer in the folder (or changed since: a new
 * hash), and everything an older pipeline version made. A fallback can be as large as its clip, so
 * none is left behind. Returns how many videos' files went.
 */
export async function keepOnlyVideoFiles(dataDir: string, hashes: ReadonlySet<string>): Promise<number> {
  const root = videosFolder(dataDir);
  let removed = 0;
  for (const version of await listed(root)) {
    if (version !== videoPipelineVersion) {
      await rm(path.join(root, version), { recursive: true, force: true });
      continue;
    }
    for (const prefix of await listed(path.join(root, version))) {
      const stale = (await listed(path.join(root, version, prefix))).filter((hash) => !hashes.has(hash));
      for (const hash of stale) await rm(path.join(root, version, prefix, hash), { recursive: true, force: true });
      removed += stale.length;
    }
  }
  return removed;
}
