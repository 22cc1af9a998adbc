import { useMemo } from "react";
import type { ShareNetwork } from "../../lib/content/schemas";
import { searchGallery } from "../../lib/gallery/gallery-kind";
import { staticSource } from "../../lib/gallery/gallery-source";
import { searchSource } from "../../lib/gallery/search-source";
import type { SearchOutcome } from "../../lib/search/search-outcome";
import { MasonryGrid } from "../grid/MasonryGrid";
import { useGridLink } from "../grid/grid-link";
import { GalleryViewer } from "../viewer/GalleryViewer";
import { AlbumHits } from "./AlbumHits";
import { HitCaption } from "./HitCaption";
import { SearchPagination } from "./SearchPagination";
import { useT } from "../../hooks/use-t";

type Props = { outcome: Extract<SearchOutcome, { state: "results" }>; share: readonly ShareNetwork[]; origin?: string };

/**
 * Matching albums, then the matching pictures as the masonry grid, opening in the viewer. The first
 * page's grid scrolls on through every result; a later `?page=N` shows its own. The viewer covers
 * every result either way.
 */
export function SearchResults({ outcome, share, origin }: Props) {
  const t = useT();
  const grid = useGridLink();
  const { albums, items, highlights, query, page, pages, version, total } = outcome;
  // A new search or page is a new gallery: the grid and the viewer start afresh.
  const key = `${query}\u0000${page}`;
  const source = useMemo(() => searchSource({ query, version, total, items, highlights }), [query, version, total, items, highlights]);
  const gridSource = useMemo(() => (page === 1 ? source : staticSource(items)), [page, source, items]);
  return (
    <>
      {albums.length > 0 ? (
        <section className="search-section" aria-labelledby="search-albums-heading">
          <h2 id="search-albums-heading">{t("search.albumsHeading")}</h2>
          <AlbumHits hits={albums} />
        </section>
      ) : null}
      {items.length > 0 ? (
        <section className="search-section gallery search-results" aria-labelledby="search-pictures-heading">
          <h2 id="search-pictures-heading">{t("search.picturesHeading")}</h2>
          <MasonryGrid
            key={key}
            source={gridSource}
            link={grid}
            caption={(item) => {
              const marked = source.highlights(item.id);
              return marked ? <HitCaption highlights={marked} /> : item.title;
            }}
          />
          <GalleryViewer key={`viewer-${key}`} gallery={searchGallery} source={source} grid={grid} share={share} origin={origin} />
        </section>
      ) : null}
      {pages > 1 ? <SearchPagination query={query} page={page} pages={pages} /> : null}
    </>
  );
}
