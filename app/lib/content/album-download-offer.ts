import type { Album, ImageItem } from "./site-types";

/** What an album page offers: its originals as one ZIP, their count and their total size. */
export type AlbumDownloadOffer = { path: string; photos: number; bytes: number };

export function albumDownloadPath(slug: string): string {
  return `/albums/${slug}/download`;
}

/** The album's own photos with an original (not its sub-albums': each offers its own). */
export function albumOriginals(album: Album): ImageItem[] {
  return album.items.filter((item): item is ImageItem => item.type === "image");
}

/** Only where the owner allows originals and the album has photos of its own. */
export function albumDownloadOffer(album: Album): AlbumDownloadOffer | undefined {
  const originals = album.originals ? albumOriginals(album) : [];
  if (originals.length === 0) return undefined;
  return { path: albumDownloadPath(album.slug), photos: originals.length, bytes: originals.reduce((sum, item) => sum + item.bytes, 0) };
}
