import { siteMaps } from "./site-maps";
import type { Album, Item, Site } from "./site-types";
import type { ShareDownloads } from "../sharing/share-downloads";

/**
 * Who is looking, as far as albums go: the owner (every album), or a visitor and the private albums
 * their share links open (each with its sub-albums), with what each link lets them download.
 * Nobody: the public.
 */
export type Sight = { owner: boolean; opened: ReadonlyMap<string, ShareDownloads> };

export const publicSight: Sight = { owner: false, opened: new Map() };

/** How an album shows: not at all, at its address only (in no list), or in its parent's list and the menus. */
type Showing = "hidden" | "unlisted" | "listed";

/**
 * A private album shows to the owner as any listed album (its `access` marks it); to a visitor
 * whose link opens it, as an unlisted album: its sub-albums listed in it, nothing of it anywhere
 * else. To everyone else it is not there.
 */
function showing(album: Album, sight: Sight, parentOpen: boolean): Showing {
  if (album.access === "public") return "listed";
  if (album.access === "unlisted") return "unlisted";
  if (sight.owner || parentOpen) return "listed";
  return sight.opened.has(album.slug) ? "unlisted" : "hidden";
}

/** The owner reads why a picture is an error tile, and what to do ("HEIC needs libheif: …"); the public, that it is one. */
function forOwner(item: Item): Item {
  return item.type === "error" && item.reason ? { ...item, message: item.reason } : item;
}

/**
 * The site as this sight sees it, and the only site routes are given: what is not in it cannot
 * leak through a forgotten check. A hidden album is not there at all, nor anything of it: its
 * pages, items, pictures (one also in a shown album stays, by that album) and videos answer as
 * unknown addresses. An unlisted album keeps its address but is in no list: not its parent's, the
 * home page's or the menu's, and so in no search, browse page, feed or sitemap, which walk the
 * lists. The albums are copies: the owner's model keeps every album.
 */
export function siteView(site: Site, sight: Sight = publicSight): Site {
  const listedIn = new WeakSet<Album>();
  // `link`: what the share link that shows this album (or an album above it) lets its holder download.
  const copy = (album: Album, parent: Album | undefined, parentOpen: boolean, link: ShareDownloads | undefined): Album[] => {
    const shows = showing(album, sight, parentOpen);
    // A link may open a sub-album of a private album it does not open: that one shows alone, without its parents.
    if (shows === "hidden") return album.children.flatMap((child) => copy(child, undefined, false, undefined));
    const made: Album = { ...album, parent, children: [], items: sight.owner ? album.items.map(forOwner) : album.items };
    if (shows === "listed") listedIn.add(made);
    const opening = album.access === "private" && !sight.owner ? (link ?? sight.opened.get(album.slug)) : undefined;
    if (opening) {
      made.originals = opening === "originals";
      made.webDownloads = opening === "web";
    }
    made.children = album.children.flatMap((child) => copy(child, made, album.access === "private", opening));
    return [made];
  };
  const shown = site.albums.flatMap((album) => copy(album, undefined, false, undefined));
  const maps = siteMaps(shown, site.contentDir);
  const listed = (albums: Album[]): Album[] =>
    albums.flatMap((album) => {
      if (!listedIn.has(album)) return [];
      album.children = listed(album.children);
      return [album];
    });
  // The lookups are made before the lists are cut: an unlisted album is reachable, not listed.
  return { ...site, albums: listed(shown), ...maps };
}
