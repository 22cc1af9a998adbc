import type { FolderScan } from "./scan.server";
import { slugify } from "./slug";

/**
 * Every album folder's slug (by folder path), decided before any file is read, so colliding names
 * ("Île" and "Ile", "A B" and "a-b") always resolve the same way: shallower folders first, then
 * by path in code-unit order. A nested album whose slug is taken gets its parent's slug in front;
 * after that, or at the top level, a number.
 */
export function albumSlugs(roots: FolderScan[]): Map<string, string> {
  const folders: { folder: FolderScan; parentDir?: string; depth: number }[] = [];
  const collect = (list: FolderScan[], parentDir: string | undefined, depth: number) => {
    for (const folder of list) {
      folders.push({ folder, parentDir, depth });
      collect(folder.children, folder.dir, depth + 1);
    }
  };
  collect(roots, undefined, 0);
  folders.sort((a, b) => a.depth - b.depth || (a.folder.dir < b.folder.dir ? -1 : a.folder.dir > b.folder.dir ? 1 : 0));

  const slugs = new Map<string, string>();
  const taken = new Set<string>();
  for (const { folder, parentDir } of folders) {
    const base = slugify(folder.name);
    const parentSlug = parentDir === undefined ? undefined : slugs.get(parentDir);
    let slug = taken.has(base) && parentSlug ? `${parentSlug}-${base}` : base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    slugs.set(folder.dir, slug);
  }
  return slugs;
}
