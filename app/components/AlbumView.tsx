import { useMemo, useState, type ReactNode } from "react";
import type { GalleryPage } from "../lib/content/album-pages";
import type { AlbumListPage } from "../lib/content/album-list";
import type { AlbumHeader } from "../lib/content/manifest";
import type { ShareNetwork } from "../lib/content/schemas";
import { albumSource } from "../lib/gallery/album-source";
import { expandItem } from "../lib/content/gallery-item";
import { staticSource } from "../lib/gallery/gallery-source";
import { AlbumBar } from "./AlbumBar";
import { AlbumList } from "./AlbumList";
import { Breadcrumbs } from "./Breadcrumbs";
import { GridPages } from "./grid/GridPages";
import { MasonryGrid } from "./grid/MasonryGrid";
import { useGridLink } from "./grid/grid-link";
import { GalleryViewer } from "./viewer/GalleryViewer";
import { useT } from "../hooks/use-t";

/**
 * `path`: the page's own address (an album's, or "/" for a home album), which its later pages extend
 * with `?page=N`. On a photo page, `children` is the photo as a page without JavaScript shows it.
 */
type Props = {
  album: AlbumHeader;
  gallery: GalleryPage;
  /** This page's share of the album's sub-albums, when it has any. */
  subAlbums?: AlbumListPage;
  /** The page's own number and count, over both lists (album-page.server.ts). */
  page: number;
  pages: number;
  share: readonly ShareNetwork[];
  path: string;
  origin?: string;
  /** The owner is looking: a private album offers its "Share" action (the dashboard's Sharing page). */
  owner?: boolean;
  /** What the page adds under its header: a share link holder's proofing bar. */
  aside?: ReactNode;
  children?: ReactNode;
};

/**
 * An album: breadcrumbs, title, its sub-albums, then its items in the masonry grid. The first page
 * continues through both lists as the visitor scrolls; a later `?page=N` is a page of its own.
 * The viewer covers the whole album either way.
 */
export function AlbumView({ album, gallery, subAlbums, page, pages, share, path, origin, owner, aside, children }: Props) {
  const t = useT();
  const grid = useGridLink();
  const { slug, version, count } = gallery;
  const items = useMemo(() => gallery.items.map((item) => expandItem(item, slug)), [gallery.items, slug]);
  const source = useMemo(() => albumSource({ slug, version, count, items }), [slug, version, count, items]);
  // Under a photo page's photo the grid is not the first screen; decided as the page was first drawn, so tiles never redraw.
  const [gridFirst] = useState(!children);
  const gridSource = useMemo(() => (gallery.page === 1 ? source : staticSource(items)), [gallery.page, source, items]);
  return (
    <>
      {album.breadcrumbs.length > 1 ? <Breadcrumbs crumbs={album.breadcrumbs} /> : null}
      <header className="intro">
        <h1>{album.title}</h1>
        {album.description ? <p>{album.description}</p> : null}
        {album.private ? (
          <p className="album-access">
            <span className="album-access__mark">{t("album.private")}</span>
            {owner ? (
              <a className="pill-link" href={`/admin/sharing?album=${encodeURIComponent(album.slug)}`}>
                {t("album.share")}
              </a>
            ) : null}
          </p>
        ) : null}
        {album.download ? (
          <p className="album-download">
            {/* The download attribute names a .zip: the tracker counts the click as a file_download. */}
            <a className="pill-link" href={album.download.path} download={`${album.slug}.zip`}>
              {t("album.download", { size: album.download.size })}
            </a>
          </p>
        ) : null}
      </header>
      {aside}
      {children}
      {subAlbums ? <AlbumList list={subAlbums} path={path} /> : null}
      {items.length > 0 ? (
        <section className="gallery" aria-label={t("album.gallery", { title: album.title, count })}>
          <AlbumBar title={album.title} gallery={slug} counts={gallery.counts} />
          <MasonryGrid
            key={`${slug}@${version}/${gallery.page}`}
            source={gridSource}
            link={grid}
            heights={gallery.page === 1 ? gallery.heights : undefined}
            firstScreen={gridFirst}
          />
          <GalleryViewer key={`viewer-${slug}@${version}`} gallery={slug} source={source} grid={grid} share={share} origin={origin} />
        </section>
      ) : null}
      {pages > 1 ? <GridPages path={path} page={page} pages={pages} /> : null}
    </>
  );
}
