import path from "node:path";
import type { ShareLink } from "../sharing/share-link";
import { albumSlugs, type SlugFolder } from "./album-slugs";
import type { Album, Site } from "./site-types";

/**
 * An album's identity, what a share link names: `id:<id>` when its album.yml has an `id:` (it
 * follows the album through renames and moves), else `path:<folder>` (relative to the content
 * folder, "/"-separated). Never a slug: slugs are decided again at every build, and a new album
 * may take one (docs/sharing.md).
 */
export function albumKey(relativeDir: string, id: string | undefined): string {
  return id === undefined ? `path:${relativeDir.split(path.sep).join("/")}` : `id:${id}`;
}

/** The keys an album is found by: its own, and its folder's path (a link made before it had an `id:` still opens it where it stands). */
export function keysOf(album: Pick<Album, "key" | "dir">, contentDir: string): string[] {
  const byPath = albumKey(path.relative(contentDir, album.dir), undefined);
  return album.key === byPath ? [byPath] : [album.key, byPath];
}

/** The album a share link opens in this site (a view, or the whole model); none when it is gone (renamed without an id, removed). */
export function albumOfLink(site: Pick<Site, "albumsByKey">, link: Pick<ShareLink, "album">): Album | undefined {
  return site.albumsByKey.get(link.album);
}

/**
 * Slug → album key, the slugs as they were assigned before links named keys (every album in one
 * group, albumSlugs' default): what a link of an older store meant at the first build after the
 * upgrade.
 */
export function legacySlugKeys(roots: readonly SlugFolder[], keyOf: (dir: string) => string | undefined): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [dir, slug] of albumSlugs(roots)) {
    const key = keyOf(dir);
    if (key !== undefined) keys.set(slug, key);
  }
  return keys;
}

/** legacySlugKeys over a built site's albums. */
export function legacySlugKeysOf(site: Pick<Site, "albums">): Map<string, string> {
  const keys = new Map<string, string>();
  const collect = (albums: readonly Album[]) => {
    for (const album of albums) {
      keys.set(album.dir, album.key);
      collect(album.children);
    }
  };
  collect(site.albums);
  return legacySlugKeys(site.albums, (dir) => keys.get(dir));
}
