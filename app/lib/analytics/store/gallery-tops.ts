/** Views of an item in an album over a range, as the adapters read them from their rollups. */
export type AlbumItemViews = { gallery: string; itemId: string; views: number };

/** Each album's most viewed item (a tie goes to the lower id, so both engines agree). */
export function topPerGallery(rows: readonly AlbumItemViews[]): Map<string, { itemId: string; views: number }> {
  const tops = new Map<string, { itemId: string; views: number }>();
  for (const row of rows) {
    const top = tops.get(row.gallery);
    if (row.views > 0 && (!top || row.views > top.views || (row.views === top.views && row.itemId < top.itemId)))
      tops.set(row.gallery, { itemId: row.itemId, views: row.views });
  }
  return tops;
}
