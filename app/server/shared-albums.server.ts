import { noSharedAlbums, type SharedAlbums } from "../lib/analytics/share-tag";
import { walkAlbums } from "../lib/content/site-maps";
import type { Visit } from "./visit.server";

/**
 * The private albums a visit's live share links open, each with its link's id, sub-albums
 * included: the collector files their events under the link (its receipts), apart from the
 * site's public reports. A public album shared by a link stays public in the reports.
 */
export function sharedAlbumsOf({ sight, site }: Pick<Visit, "sight" | "site">): SharedAlbums {
  if (!sight || sight.links.size === 0 || !site) return noSharedAlbums;
  const shared = new Map<string, string>();
  for (const [slug, link] of sight.links) {
    const opened = site.albumsBySlug.get(slug);
    if (!opened) continue;
    for (const album of walkAlbums([opened])) if (album.access === "private" && !shared.has(album.slug)) shared.set(album.slug, link.id);
  }
  return shared;
}
