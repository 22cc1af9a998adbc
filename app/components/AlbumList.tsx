import type { AlbumListPage } from "../lib/content/album-list";
import { albumPageHref } from "../lib/content/album-pages";
import { AlbumCards } from "./AlbumCard";
import { useMoreAlbums } from "./useMoreAlbums";
import { useT } from "../hooks/use-t";

/**
 * A list of albums a page at a time (the home page's, an album's sub-albums): the page's own in the
 * HTML; on the first page the rest follow as the visitor scrolls. `path` is the page's address,
 * whose `?page=N` pages hold the rest for readers without JavaScript.
 */
export function AlbumList({ list, path, eagerCount, home }: { list: AlbumListPage; path: string; eagerCount?: number; home?: boolean }) {
  const t = useT();
  const { albums, end, continues, failedAt } = useMoreAlbums(list);
  return (
    <>
      <AlbumCards albums={albums} eagerCount={eagerCount} home={home} />
      {continues ? <div ref={end} className="album-list__end" aria-hidden="true" /> : null}
      {failedAt ? (
        <p className="album-list__more">
          <a className="pill-link" href={albumPageHref(path, failedAt)}>
            {t("album.moreAlbums")}
          </a>
        </p>
      ) : null}
    </>
  );
}
