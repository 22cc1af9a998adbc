/**
 * The events the site's reports count, as an SQL condition both engines read: those of no share
 * link. A family looking at its shared album is counted in the link's receipts, not the site's figures.
 */
export const publicEventsSql = "share = ''";
