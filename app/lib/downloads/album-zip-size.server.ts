import type { Album, ImageItem } from "../content/site-types";
import { albumZip, zipEntries } from "./album-zip.server";

/**
 * Each built album's ZIP length. A HEAD sends nothing and is not limited, so it must not stat every
 * original each time: the length is measured once per built album (a rebuild makes new album
 * objects, so a changed original is measured again) and shared by HEADs arriving together.
 */
const sizes = new WeakMap<Album, Promise<number>>();

export function albumZipSize(album: Album, originals: ImageItem[]): Promise<number> {
  const known = sizes.get(album);
  if (known) return known;
  const measuring = measure(album.slug, originals);
  sizes.set(album, measuring);
  // An original unreadable now is not remembered as the album's answer: the next HEAD measures again.
  measuring.catch(() => {
    if (sizes.get(album) === measuring) sizes.delete(album);
  });
  return measuring;
}

/** A download measures its originals afresh: the HEADs after it announce the length it sent. */
export function rememberZipSize(album: Album, size: number): void {
  sizes.set(album, Promise.resolve(size));
}

/** yazl computes the length as the archive is planned; the archive itself is never read. */
async function measure(folder: string, originals: ImageItem[]): Promise<number> {
  const zip = albumZip(await zipEntries(folder, originals));
  try {
    return await zip.size;
  } finally {
    zip.destroy();
  }
}
