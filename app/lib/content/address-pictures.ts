import type { AlbumAccess } from "./schemas";
import { walkAlbums } from "./site-maps";
import type { Album, Picture } from "./site-types";

/** What gives a picture its address: its content hash and how visible it is (picture-address-key.server.ts). */
export type PictureAddresser = { addressOf: (hash: string, visibility: AlbumAccess) => string };

const rank: Record<AlbumAccess, number> = { private: 0, unlisted: 1, public: 2 };

/** Every picture an album shows: its images and its videos' posters (a cover is one of these, or a sub-album's). */
function* picturesOf(album: Album): Generator<Picture> {
  for (const item of album.items) {
    if (item.type === "image") yield item;
    else if ((item.type === "video" || item.type === "youtube" || item.type === "vimeo") && item.poster) yield item.poster;
  }
}

/**
 * Gives every picture of the whole model its address, once every album's access is known: the
 * visibility is the most visible access among the albums that show the picture (one copy of a photo
 * in a public album keeps it public wherever else it is), so an album made unlisted or private moves
 * the pictures only it shows to new addresses, and one made public again gives them back their old
 * public ones. Items, posters and covers are the same objects in every view of this build.
 */
export function addressPictures(albums: Album[], addresser: PictureAddresser): void {
  const visibility = new Map<string, AlbumAccess>();
  for (const album of walkAlbums(albums)) {
    for (const picture of picturesOf(album)) {
      const known = visibility.get(picture.hash);
      if (known === undefined || rank[album.access] > rank[known]) visibility.set(picture.hash, album.access);
    }
  }
  for (const album of walkAlbums(albums)) {
    for (const picture of picturesOf(album)) picture.address = addresser.addressOf(picture.hash, visibility.get(picture.hash)!);
  }
}
