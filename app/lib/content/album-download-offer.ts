import { formatBytes } from "../core/format-bytes";
import type { Album, ImageItem } from "./site-types";

/**
 * What an album page offers: its originals as one ZIP, their count and their total size, also
 * written out in the site's language (made here, so a phone's hydration does not build its first
 * Intl.NumberFormat, a 40 ms task on a slow core).
 */
export type AlbumDownloadOffer = { path: string; photos: number; bytes: number; size: string };

export function albumDownloadPath(slug: string): string {
  return `/albums/${slug}/download`;
}

/** The album's own photos with an original (not its sub-albums': each offers its own). */
export function albumOriginals(album: Album): ImageItem[] {
  return album.items.filter((item): item is ImageItem => item.type === "image");
}

/** Only where the owner allows originals and the album has photos of its own. */
export function albumDownloadOffer(album: Album, language: string): AlbumDownloadOffer | undefined {
  const originals = album.originals ? albumOriginals(album) : [];
  if (originals.length === 0) return undefined;
  const bytes = originals.reduce((sum, item) => sum + item.bytes, 0);
  return { path: albumDownloadPath(album.slug), photos: originals.length, bytes, size: formatBytes(bytes, language) };
}
