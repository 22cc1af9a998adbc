import { galleryKind } from "../../gallery/gallery-kind";

/** An item's latest event per gallery, as the adapters read it: the raw material of its title and album. */
export type ItemFactsRow = { itemId: string; gallery: string | null; ts: number; params: string };

export type ItemFacts = { title: string; gallery: string };

const inAlbum = (gallery: string) => galleryKind(gallery).kind === "album";

function titleOf(params: string): string {
  try {
    const title = (JSON.parse(params) as { item_title?: unknown }).item_title;
    return typeof title === "string" ? title : "";
  } catch {
    return "";
  }
}

/**
 * What the store remembers of each item, whatever has become of the photo since: the title its
 * latest event carried, and the album it was last seen in. Search results and facets' pages are
 * galleries, not albums: they name the item's place only when no album does.
 */
export function itemFacts(rows: readonly ItemFactsRow[]): Map<string, ItemFacts> {
  const latest = new Map<string, { ts: number; title: string }>();
  const album = new Map<string, { ts: number; gallery: string }>();
  for (const row of rows) {
    const title = titleOf(row.params);
    const known = latest.get(row.itemId);
    if (title && (!known || row.ts > known.ts)) latest.set(row.itemId, { ts: row.ts, title });
    if (!row.gallery) continue;
    const place = album.get(row.itemId);
    const better = !place || (inAlbum(place.gallery) ? inAlbum(row.gallery) && row.ts > place.ts : inAlbum(row.gallery) || row.ts > place.ts);
    if (better) album.set(row.itemId, { ts: row.ts, gallery: row.gallery });
  }
  const facts = new Map<string, ItemFacts>();
  for (const itemId of new Set(rows.map((row) => row.itemId))) {
    facts.set(itemId, { title: latest.get(itemId)?.title ?? "", gallery: album.get(itemId)?.gallery ?? "" });
  }
  return facts;
}
