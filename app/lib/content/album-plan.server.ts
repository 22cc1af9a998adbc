import { readdir } from "node:fs/promises";
import path from "node:path";
import { defaultConcurrency, mapWithConcurrency } from "../core/concurrency";
import { keysOf, legacySlugKeys } from "./album-key";
import { planAlbums, type AlbumRead } from "./album-plan";
import type { Problem } from "./problems";
import { readYaml } from "./read-yaml.server";
import { scanFolder, type FolderScan } from "./scan.server";
import { albumMetaSchema } from "./schemas";

/**
 * Every album folder's album.yml, read before anything is decided about the albums (their slugs
 * depend on who may see them). Only files the scan saw are opened. Fails closed: an album.yml that
 * is there but cannot be read (a typo anywhere in it) may have said private, so the album is
 * private until it is mended (the problem is in the log).
 */
export async function readAlbumFiles(folders: readonly FolderScan[], problems: Problem[]): Promise<Map<string, AlbumRead>> {
  const all = albumFolders(folders).filter((folder) => folder.files.includes("album.yml"));
  const reads = await mapWithConcurrency(all, defaultConcurrency, async (folder): Promise<AlbumRead> => {
    const meta = await readYaml(path.join(folder.dir, "album.yml"), albumMetaSchema, "ALBUM_META_INVALID", problems);
    return meta ? { meta, ownAccess: meta.access ?? "public" } : { meta: {}, ownAccess: "private" };
  });
  return new Map(all.map((folder, i) => [folder.dir, reads[i]!]));
}

/**
 * Every key an album is found by (album-key.ts), and the old slugs' keys, without looking at a
 * picture: a scan and the album.yml files. What `npm run share -- list` needs to tell a link whose
 * album is gone. A content folder that cannot be read is an error, never a folder without albums.
 */
export async function readAlbumKeys(contentDir: string): Promise<{ keys: Set<string>; legacySlugKeys: () => Map<string, string> }> {
  await readdir(contentDir);
  const root = await scanFolder(contentDir);
  const { plans } = planAlbums(root.children, await readAlbumFiles(root.children, []), contentDir);
  const keys = new Set([...plans].flatMap(([dir, plan]) => keysOf({ dir, key: plan.key }, contentDir)));
  return { keys, legacySlugKeys: () => legacySlugKeys(root.children, (dir) => plans.get(dir)?.key) };
}

export function albumFolders(folders: readonly FolderScan[]): FolderScan[] {
  return folders.flatMap((folder) => [folder, ...albumFolders(folder.children)]);
}
