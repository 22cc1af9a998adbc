import { keysOf } from "./album-key";
import type { Album, Site } from "./site-types";

type SiteMaps = Pick<Site, "albumsBySlug" | "albumsByKey" | "itemsById" | "picturesByAddress">;

/**
 * The site's lookups over these albums and every album below them: what an address can reach. Only
 * what is here is served: an album, item (a video is one), or picture not in these maps answers 404.
 */
export function siteMaps(albums: Album[], contentDir: string): SiteMaps {
  const maps: SiteMaps = { albumsBySlug: new Map(), albumsByKey: new Map(), itemsById: new Map(), picturesByAddress: new Map() };
  for (const album of walkAlbums(albums)) {
    maps.albumsBySlug.set(album.slug, album);
    for (const key of keysOf(album, contentDir)) maps.albumsByKey.set(key, album);
    for (const [i, item] of album.items.entries()) {
      maps.itemsById.set(item.id, { album, item, position: i + 1 });
      if (item.type === "image") maps.picturesByAddress.set(item.address, item);
      if ((item.type === "video" || item.type === "youtube" || item.type === "vimeo") && item.poster)
        maps.picturesByAddress.set(item.poster.address, item.poster);
    }
  }
  return maps;
}

/** These albums and every album below them, parents first. */
export function* walkAlbums(albums: Album[]): Generator<Album> {
  for (const album of albums) {
    yield album;
    yield* walkAlbums(album.children);
  }
}
