import { useMemo } from "react";
import { Link } from "@remix-run/react";
import type { BrowsePage } from "../../lib/browse/browse-page.server";
import { albumPageHref } from "../../lib/content/album-pages";
import type { ShareNetwork } from "../../lib/content/schemas";
import { staticSource } from "../../lib/gallery/gallery-source";
import { MasonryGrid } from "../grid/MasonryGrid";
import { useGridLink } from "../grid/grid-link";
import { Breadcrumbs } from "../Breadcrumbs";
import { PageLinks } from "../PageLinks";
import { GalleryViewer } from "../viewer/GalleryViewer";
import { useT } from "../../hooks/use-t";

type Props = { data: BrowsePage; share: readonly ShareNetwork[]; origin?: string };

/**
 * The photos under one tag, person, camera, lens or year: a page of them in the grid, opening in the
 * viewer (#tags-3). A keyword hierarchy's level has its levels above in the trail, those under it as links.
 */
export function BrowseView({ data, share, origin }: Props) {
  const t = useT();
  const grid = useGridLink();
  const { facet, facetTitle, label, path, count, page, pages, items, trail, narrower } = data;
  // Another value or page is another gallery: the grid and the viewer start afresh.
  const key = `${path}@${page}`;
  const source = useMemo(() => staticSource(items), [items]);
  return (
    <>
      <Breadcrumbs crumbs={[{ title: facetTitle, path: `/${facet}` }, ...trail, { title: label, path }]} />
      <header className="intro">
        <h1>{label}</h1>
        <p>{t("album.photos", { count })}</p>
      </header>
      {narrower.length > 0 ? (
        <nav className="narrower" aria-label={t("browse.narrower", { label })}>
          <ul>
            {narrower.map((value) => (
              <li key={value.path}>
                <Link to={value.path}>{value.label}</Link> <span>{value.count}</span>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <section className="gallery" aria-label={t("browse.photosOf", { count, label })}>
        <MasonryGrid key={key} source={source} link={grid} />
        <GalleryViewer key={`viewer-${key}`} gallery={facet} source={source} grid={grid} share={share} origin={origin} />
      </section>
      {pages > 1 ? (
        <PageLinks className="grid-pages" label={t("browse.pagesOf", { title: label })} page={page} pages={pages} href={(n) => albumPageHref(path, n)} />
      ) : null}
    </>
  );
}
