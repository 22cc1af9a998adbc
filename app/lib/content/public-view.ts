import { siteMaps } from "./site-maps";
import type { Album, Site } from "./site-types";

/**
 * The site as a visitor without a share link sees it, and the only site public routes are given:
 * what is not in it cannot leak through a forgotten check. A private album is not there at all, nor
 * anything of it: its pages, items, pictures (one also in a visible album stays, by that album) and
 * videos answer as unknown addresses. An unlisted album keeps its address but is in no list: not
 * its parent's, the home page's or the menu's, and so in no search, browse page, feed or sitemap,
 * which walk the lists. The albums are copies: the owner's model keeps every album.
 */
export function publicView(site: Site): Site {
  const copy = (album: Album, parent: Album | undefined): Album => {
    const made: Album = { ...album, parent, children: [] };
    made.children = album.children.filter((child) => child.access !== "private").map((child) => copy(child, made));
    return made;
  };
  const visible = site.albums.filter((album) => album.access !== "private").map((album) => copy(album, undefined));
  const maps = siteMaps(visible, site.contentDir);
  const listed = (albums: Album[]): Album[] =>
    albums.flatMap((album) => {
      if (album.access !== "public") return [];
      album.children = listed(album.children);
      return [album];
    });
  // The lookups are made before the lists are cut: an unlisted album is reachable, not listed.
  return { ...site, albums: listed(visible), ...maps };
}
