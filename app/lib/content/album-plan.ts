import path from "node:path";
import { albumKey } from "./album-key";
import { albumSlugs, type SlugFolder } from "./album-slugs";
import type { Problem } from "./problems";
import type { AlbumAccess, AlbumMeta } from "./schemas";

/** An album's album.yml as read: its fields (none when it has no file), and the access it asks for itself. */
export type AlbumRead = { meta: AlbumMeta; ownAccess: AlbumAccess };

/** What is decided about an album before its pictures are looked at: its address, its identity for share links, who sees it. */
export type AlbumPlan = { slug: string; key: string; access: AlbumAccess };

const visibility: Record<AlbumAccess, number> = { public: 2, unlisted: 1, private: 0 };
const leastVisible = (a: AlbumAccess, b: AlbumAccess) => (visibility[a] <= visibility[b] ? a : b);

/**
 * Every album folder's plan, from the folders and their album.yml files alone. Access is inherited
 * (a sub-album never more visible than its parent), and decided first: slugs depend on it
 * (album-slugs.ts). An `id:` already taken by another album (shallower, then first by path) is
 * a problem, and that album is known by its folder's path instead.
 */
export function planAlbums(
  roots: readonly SlugFolder[],
  reads: ReadonlyMap<string, AlbumRead>,
  contentDir: string,
): { plans: Map<string, AlbumPlan>; problems: Problem[] } {
  const access = new Map<string, AlbumAccess>();
  const byDepth: { dir: string; depth: number }[] = [];
  const walk = (folders: readonly SlugFolder[], parent: AlbumAccess, depth: number) => {
    for (const folder of folders) {
      const own = leastVisible(parent, reads.get(folder.dir)?.ownAccess ?? "public");
      access.set(folder.dir, own);
      byDepth.push({ dir: folder.dir, depth });
      walk(folder.children, own, depth + 1);
    }
  };
  walk(roots, "public", 0);
  const slugs = albumSlugs(roots, (dir) => access.get(dir) === "private");

  byDepth.sort((a, b) => a.depth - b.depth || (a.dir < b.dir ? -1 : a.dir > b.dir ? 1 : 0));
  const problems: Problem[] = [];
  const owners = new Map<string, string>();
  const plans = new Map<string, AlbumPlan>();
  for (const { dir } of byDepth) {
    let id = reads.get(dir)?.meta.id;
    const owner = id === undefined ? undefined : owners.get(id);
    if (id !== undefined && owner !== undefined) {
      const other = path.relative(contentDir, owner);
      problems.push({
        code: "ALBUM_META_INVALID",
        path: path.join(dir, "album.yml"),
        field: "id",
        message: `"${id}" is the id of ${other} already: ignored here`,
      });
      id = undefined;
    }
    if (id !== undefined) owners.set(id, dir);
    plans.set(dir, { slug: slugs.get(dir)!, key: albumKey(path.relative(contentDir, dir), id), access: access.get(dir)! });
  }
  return { plans, problems };
}
