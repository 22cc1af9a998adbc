import { galleryKind } from "../../../gallery/gallery-kind";
import type { TimeRange } from "../analytics-store";
import { itemFacts, type ItemFacts, type ItemFactsRow } from "../item-facts";
import { photoNamesSql } from "../photo-event-names";
import { dayMs } from "../sealed-days";
import { stringLiteral } from "./sql-literal";

export type LatestFactsScope = {
  table: string;
  within: (range: TimeRange) => string;
  rows: (query: string) => Promise<Record<string, unknown>[]>;
};

function keepNewest(map: Map<string, ItemFactsRow>, fact: ItemFactsRow) {
  const known = map.get(fact.itemId);
  if (!known || fact.ts > known.ts) map.set(fact.itemId, fact);
}

/**
 * The facts of some items (item-facts.ts) from each one's latest event and latest event in an album
 * (not search results, not a facet's pages), as SQLite's index finds them. ClickHouse has no index
 * by item: it looks back in windows that double (a day, two, four…), so the items a report shows,
 * seen lately, cost a few days' scan, not the whole history; an item never seen in an album is
 * looked for to the start.
 */
export async function latestFacts({ table, within, rows }: LatestFactsScope, itemIds: readonly string[], now: number): Promise<Map<string, ItemFacts>> {
  const latest = new Map<string, ItemFactsRow>();
  const latestInAlbum = new Map<string, ItemFactsRow>();
  let pending = [...new Set(itemIds)];
  let to = Number.MAX_SAFE_INTEGER;
  for (let span = dayMs; pending.length > 0 && to > 0; span *= 2) {
    const from = Math.max(0, now - span);
    const found = await rows(
      `SELECT assumeNotNull(item_id) AS itemId, gallery, max(ts) AS latest, argMax(params, ts) AS lastParams FROM ${table}
       WHERE ${within({ from, to })} AND name IN (${photoNamesSql}) AND item_id IN (${pending.map(stringLiteral).join(", ")}) GROUP BY itemId, gallery`,
    );
    // Windows go back in time: what an earlier window found is newer than anything in this one.
    const window = { latest: new Map<string, ItemFactsRow>(), latestInAlbum: new Map<string, ItemFactsRow>() };
    for (const row of found) {
      const fact: ItemFactsRow = {
        itemId: String(row.itemId),
        gallery: row.gallery === null ? null : String(row.gallery),
        ts: Number(row.latest),
        params: String(row.lastParams),
      };
      keepNewest(window.latest, fact);
      if (fact.gallery !== null && galleryKind(fact.gallery).kind === "album") keepNewest(window.latestInAlbum, fact);
    }
    for (const [itemId, fact] of window.latest) if (!latest.has(itemId)) latest.set(itemId, fact);
    for (const [itemId, fact] of window.latestInAlbum) if (!latestInAlbum.has(itemId)) latestInAlbum.set(itemId, fact);
    pending = pending.filter((itemId) => !latestInAlbum.has(itemId));
    to = from;
  }
  return itemFacts([...latest.values(), ...latestInAlbum.values()]);
}
