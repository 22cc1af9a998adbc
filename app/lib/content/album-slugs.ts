import path from "node:path";
import { slugify } from "./slug";

/** What slugs are decided over: an album's folder and the album folders below it (a scan, or built albums). */
export type SlugFolder = { dir: string; children: readonly SlugFolder[] };

/**
 * Every album folder's slug (by folder path), decided from the folders and their access alone, so
 * colliding names ("Île" and "Ile", "A B" and "a-b") always resolve the same way: albums anyone may
 * see (public, unlisted) first, as if no private album existed, so a private album never takes
 * their address nor pushes a number onto it; then private ones. Within each, shallower folders
 * first, then by path in code-unit order. A nested album whose slug is taken gets its parent's slug
 * in front, unless that parent is private (a link to a private sub-album must not tell its holder
 * of the private album above it); after that, or at the top level, a number. Without `isPrivate`, every album is in one
 * group: how slugs were assigned before links named albums (the share store's migration reads them).
 */
export function albumSlugs(roots: readonly SlugFolder[], isPrivate: (dir: string) => boolean = () => false): Map<string, string> {
  const folders: { folder: SlugFolder; parentDir?: string; depth: number; hidden: boolean }[] = [];
  const collect = (list: readonly SlugFolder[], parentDir: string | undefined, depth: number) => {
    for (const folder of list) {
      folders.push({ folder, parentDir, depth, hidden: isPrivate(folder.dir) });
      collect(folder.children, folder.dir, depth + 1);
    }
  };
  collect(roots, undefined, 0);
  folders.sort((a, b) => Number(a.hidden) - Number(b.hidden) || a.depth - b.depth || (a.folder.dir < b.folder.dir ? -1 : a.folder.dir > b.folder.dir ? 1 : 0));

  const slugs = new Map<string, string>();
  const taken = new Set<string>();
  for (const { folder, parentDir } of folders) {
    const base = slugify(path.basename(folder.dir));
    // A visible album's parent is visible (access is inherited), so its slug was decided already.
    const parentSlug = parentDir === undefined || isPrivate(parentDir) ? undefined : slugs.get(parentDir);
    let slug = taken.has(base) && parentSlug ? `${parentSlug}-${base}` : base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    slugs.set(folder.dir, slug);
  }
  return slugs;
}
