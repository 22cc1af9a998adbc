import type Database from "better-sqlite3";
import type { ShareReceipt } from "../../../sharing/share-link";
import { receiptsOf } from "../share-receipts";

/** The links' receipts on SQLite, from their own index (events_share: shared events only, covering; `share != ''` is its condition). */
export function shareReceipts(db: Database.Database, linkIds: readonly string[]): Map<string, ShareReceipt> {
  if (linkIds.length === 0) return new Map();
  const rows = db
    .prepare(
      `SELECT share, MIN(ts) AS firstOpenedAt, MAX(ts) AS lastOpenedAt, COUNT(DISTINCT visitor) AS visitors,
         SUM(name = 'photo_view') AS photosViewed, SUM(name = 'file_download') AS downloads
       FROM events INDEXED BY events_share WHERE share != '' AND share IN (SELECT value FROM json_each(@ids)) GROUP BY share`,
    )
    .all({ ids: JSON.stringify(linkIds) }) as Record<string, unknown>[];
  return receiptsOf(rows);
}
