import type { AlbumAccess } from "./schemas";
import { walkAlbums } from "./site-maps";
import type { Album, Picture } from "./site-types";

/** A picture as one album shows it: with that album's access. */
export type ShownPicture = { picture: Picture; access: AlbumAccess };

/**
 * What gives pictures their addresses (picture-address-key.server.ts): each one a keyed hash of its
 * content hash and its visibility, the most visible access among the albums that show it.
 */
export type PictureAddresser = { addressAll: (shown: readonly ShownPicture[]) => void };

/**
 * Gives every picture of the whole model its address, once every album's access is known. One copy
 * of a photo in a public album keeps it public wherever else it is; an album made unlisted or
 * private moves the pictures only it shows to new addresses (every old one then answers 404), and
 * one made public again gives them back their public ones. Items, posters and covers are the same
 * objects in every view of the build, so every view names a picture alike.
 */
export function addressPictures(albums: Album[], addresser: PictureAddresser): void {
  const shown: ShownPicture[] = [];
  for (const album of walkAlbums(albums)) {
    for (const item of album.items) {
      // A cover is one of these pictures, or a sub-album's.
      if (item.type === "image") shown.push({ picture: item, access: album.access });
      else if ((item.type === "video" || item.type === "youtube" || item.type === "vimeo") && item.poster)
        shown.push({ picture: item.poster, access: album.access });
    }
  }
  addresser.addressAll(shown);
}
