import { nonAlbumGalleries } from "../../gallery/gallery-kind";

/**
 * The galleries that are no album (gallery-kind.ts), as an SQL list both engines read: a photo's
 * album, in the rollups and the item facts, is a gallery not in it. Plain words: no escaping needed.
 */
export const nonAlbumGalleriesSql = nonAlbumGalleries.map((name) => `'${name}'`).join(", ");
