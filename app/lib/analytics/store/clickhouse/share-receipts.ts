import { stringLiteral } from "./sql-literal";

/**
 * The links' receipts on ClickHouse (the rows ../share-receipts.ts reads). No day bounds them: a link's
 * events may be anywhere in the retention window, so the site's `share` column is read whole
 * (mostly '', which compresses to next to nothing).
 */
export function shareReceiptsSql(table: string, site: string, linkIds: readonly string[]): string {
  return `SELECT share, min(ts) AS firstOpenedAt, max(ts) AS lastOpenedAt, uniqExact(visitor) AS visitors,
      countIf(name = 'photo_view') AS photosViewed, countIf(name = 'file_download') AS downloads
    FROM ${table} WHERE site = ${site} AND share IN (${linkIds.map(stringLiteral).join(", ")}) GROUP BY share`;
}
