import { walkAlbums } from "../content/site-maps";
import { albumPath, photoPath } from "../content/manifest";
import type { Album, ImageItem, Picture, Site } from "../content/site-types";

/** How many entries a feed lists: readers poll, so the newest are enough. */
export const feedLength = 50;

/** One entry of a feed: a photo, or an album (when its first photo arrived), newest first. */
export type FeedEntry = {
  kind: "photo" | "album";
  /** The item's or album's stable key, for the entry's id. */
  key: string;
  title: string;
  summary?: string;
  /** The photo's own page, or the album's. */
  path: string;
  picture?: Picture;
  /** When Vitrine first saw it (ms). */
  date: number;
  album: string;
  /** A photo's tags and the people shown (only with people.enabled): readers' categories, after the album. */
  tags: string[];
};

const photos = (album: Album) => album.items.filter((item): item is ImageItem => item.type === "image");

/**
 * The newest photos (by when Vitrine first saw them, so a rebuild does not reorder them) and the
 * newest albums (dated by their first photo) of the site, or of one album and the albums inside it.
 * Ties, such as a whole library seen by one first build, go to the later place in the album, and
 * an album's entry leads the photos that arrived with it.
 */
export function feedEntries(site: Site, within?: Album): FeedEntry[] {
  const albums = [...walkAlbums(within ? [within] : site.albums)];
  const entries: FeedEntry[] = [];
  for (const album of albums) {
    const pictures = photos(album);
    album.items.forEach((item, i) => {
      if (item.type !== "image") return;
      entries.push({
        kind: "photo",
        key: `item/${item.id}`,
        title: item.title,
        summary: item.caption,
        path: photoPath(album.slug, i + 1),
        picture: item,
        date: item.firstSeen,
        album: album.title,
        tags: [...item.tags, ...item.people],
      });
    });
    if (pictures.length > 0 && album !== within) {
      const date = pictures.reduce((first, picture) => Math.min(first, picture.firstSeen), Infinity);
      entries.push({
        kind: "album",
        key: `album/${album.slug}`,
        title: album.title,
        summary: album.description || undefined,
        path: albumPath(album.slug),
        picture: album.cover,
        date,
        album: album.title,
        tags: [],
      });
    }
  }
  // A stable sort: equal dates keep the reverse of the order above.
  return entries
    .reverse()
    .sort((a, b) => b.date - a.date)
    .slice(0, feedLength);
}
