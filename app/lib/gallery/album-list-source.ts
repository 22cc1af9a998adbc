import { albumListHref, type AlbumListPage } from "../content/album-list";

/**
 * Pages of album lists fetched in this page's life, by address: a menu level opened twice, or the
 * home page's cards and the menu's top level, cost one request. Addresses carry the tree's version,
 * so the browser's cache keeps them for good too.
 */
const fetched = new Map<string, Promise<AlbumListPage>>();

export function fetchAlbumList(parent: string | undefined, page: number, version: string): Promise<AlbumListPage> {
  const href = albumListHref(parent, page, version);
  let request = fetched.get(href);
  if (!request) {
    request = fetch(href, { headers: { Accept: "application/json" } }).then(async (response) => {
      if (!response.ok) throw new Error(`${href}: ${response.status}`);
      return (await response.json()) as AlbumListPage;
    });
    // A failure is not kept: opening the level again tries again.
    request.catch(() => fetched.delete(href));
    fetched.set(href, request);
  }
  return request;
}
