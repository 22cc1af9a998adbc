import { Link } from "@remix-run/react";
import type { AlbumManifest } from "../lib/content/manifest";
import type { ShareNetwork } from "../lib/content/schemas";
import { AlbumBar } from "./AlbumBar";
import { AlbumCards } from "./AlbumCard";
import { MasonryGrid } from "./grid/MasonryGrid";
import { GalleryViewer } from "./viewer/GalleryViewer";

/** An album: breadcrumbs, title, its sub-albums, then its items in the masonry grid. */
type Props = { album: AlbumManifest; columns: number; share: readonly ShareNetwork[]; pageUrl: string };

export function AlbumView({ album, columns, share, pageUrl }: Props) {
  return (
    <>
      {album.breadcrumbs.length > 1 ? (
        <nav aria-label="Breadcrumb" className="breadcrumbs">
          <ol>
            <li>
              <Link to="/">Home</Link>
            </li>
            {album.breadcrumbs.map((crumb, i) => (
              <li key={crumb.slug}>
                {i === album.breadcrumbs.length - 1 ? <span aria-current="page">{crumb.title}</span> : <Link to={crumb.path}>{crumb.title}</Link>}
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <header className="intro">
        <h1>{album.title}</h1>
        {album.description ? <p>{album.description}</p> : null}
      </header>
      {album.children.length > 0 ? <AlbumCards albums={album.children} /> : null}
      {album.items.length > 0 ? (
        <section className="gallery" aria-label={`${album.title}: ${album.items.length} items`}>
          <AlbumBar title={album.title} gallery={album.slug} items={album.items} />
          <MasonryGrid key={album.slug} items={album.items} gallery={album.slug} initialColumns={columns} />
          <GalleryViewer key={`viewer-${album.slug}`} gallery={album.slug} items={album.items} share={share} pageUrl={pageUrl} />
        </section>
      ) : null}
    </>
  );
}
