import type { ShareReceipt } from "../../sharing/share-link";

/**
 * Each link's receipt from the rows both engines select, one per link: `share` (its id),
 * `firstOpenedAt`, `lastOpenedAt`, `visitors`, `photosViewed`, `downloads`. Numbers may come as text
 * (ClickHouse's 64-bit integers in JSON).
 */
export function receiptsOf(rows: readonly Record<string, unknown>[]): Map<string, ShareReceipt> {
  return new Map(
    rows.map((row) => [
      String(row.share),
      {
        firstOpenedAt: Number(row.firstOpenedAt),
        lastOpenedAt: Number(row.lastOpenedAt),
        visitors: Number(row.visitors),
        photosViewed: Number(row.photosViewed),
        downloads: Number(row.downloads),
      },
    ]),
  );
}
