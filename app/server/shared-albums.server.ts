import type { IncomingMessage } from "node:http";
import { noSharedAlbums, type SharedAlbums } from "../lib/analytics/share-tag";
import { walkAlbums } from "../lib/content/site-maps";
import type { Runtime } from "./runtime.server";

/**
 * The private albums a request's live share links open, each with its link's id, sub-albums
 * included: the collector files their events under the link (its receipts), apart from the
 * site's public reports. A public album shared by a link stays public in the reports.
 */
export function sharedAlbumsOf(runtime: Pick<Runtime, "sightOf" | "viewFor">) {
  return async (req: IncomingMessage): Promise<SharedAlbums> => {
    const sight = await runtime.sightOf(req.headers.cookie);
    const view = sight && sight.links.size > 0 ? runtime.viewFor(sight) : undefined;
    if (!sight || !view) return noSharedAlbums;
    const shared = new Map<string, string>();
    for (const [slug, link] of sight.links) {
      const opened = view.albumsBySlug.get(slug);
      if (!opened) continue;
      for (const album of walkAlbums([opened])) if (album.access === "private" && !shared.has(album.slug)) shared.set(album.slug, link.id);
    }
    return shared;
  };
}
