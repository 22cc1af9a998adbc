/** The albums a request's share links open (album slug → link id): none for most visitors. */
export type SharedAlbums = ReadonlyMap<string, string>;

export const noSharedAlbums: SharedAlbums = new Map();

/** An album's page, any page of it (`?page=N` is in the query) and its photo pages (`/albums/<slug>/<n>`). */
const albumPath = /^\/albums\/([^/]+)(?:\/|$)/;

/**
 * The share link an event belongs to: the link id of the album its page shows, else of the gallery
 * the viewer's photo events name; "" for none. Only the server's map can name a link, so a visitor
 * cannot put an event in a link's receipts, or take it out of the site's reports, by what it sends.
 */
export function shareOf(shared: SharedAlbums, page: URL | undefined, gallery: unknown): string {
  if (shared.size === 0) return "";
  const slug = page && albumPath.exec(page.pathname)?.[1];
  const byPage = slug === undefined ? undefined : shared.get(slug);
  return byPage ?? (typeof gallery === "string" ? shared.get(gallery) : undefined) ?? "";
}
