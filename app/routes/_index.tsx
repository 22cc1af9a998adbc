import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AlbumView } from "../components/AlbumView";
import { albumPage } from "../server/album-page.server";
import { albumPageHref } from "../lib/content/album-pages";
import { siteTranslator } from "../lib/content/site-translator.server";
import { albumLists } from "../server/album-lists.server";
import { AlbumList } from "../components/AlbumList";
import { GridPages } from "../components/grid/GridPages";
import { shareImage } from "../lib/content/share-image";
import { readAlbumPageQuery } from "../lib/http/route-params.server";
import { siteOf } from "../server/runtime.server";
import { pageMeta } from "../lib/core/seo";
import { keepDataOnHashChange } from "../lib/viewer/keep-data-on-hash-change";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = await siteOf(context);
  const requested = readAlbumPageQuery(request).page;
  const homeAlbum = site.config.homeAlbum ? site.albumsBySlug.get(site.config.homeAlbum) : undefined;
  const home = homeAlbum && albumPage(site, homeAlbum, requested);
  // The top-level albums a page at a time (`?page=N`), the first page's continuing as the visitor scrolls.
  const albums = albumLists(site).page(undefined, requested)!;
  const { page, pages } = home ?? albums;
  return {
    title: site.config.title,
    description: site.config.description,
    albums,
    home,
    share: site.config.share,
    seo: {
      siteTitle: site.config.title,
      description: site.config.description,
      origin: context.origin,
      path: albumPageHref("/", page),
      title: page > 1 ? siteTranslator(site.config)("page.pageOf", { page, pages }) : undefined,
      prev: page > 1 ? albumPageHref("/", page - 1) : undefined,
      next: page < pages ? albumPageHref("/", page + 1) : undefined,
      // A home album's own cover first, else the first album's that has one.
      image: [home?.album, ...albums.albums].flatMap((album) => (album?.cover ? [shareImage(album.cover, site.assetBase)] : []))[0],
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.seo) : []);

export const shouldRevalidate = keepDataOnHashChange;

export default function Home() {
  const { title, description, albums, home, share, seo } = useLoaderData<typeof loader>();
  if (home) return <AlbumView {...home} share={share} path="/" origin={seo.origin} />;
  return (
    <>
      {/* The header's logo already says the site's name: the heading is for assistive technology, the lede one line. */}
      <header className="intro intro--home">
        <h1 className="visually-hidden">{title}</h1>
        {description ? <p>{description}</p> : null}
      </header>
      <AlbumList list={albums} path="/" eagerCount={4} home />
      {albums.pages > 1 ? <GridPages path="/" page={albums.page} pages={albums.pages} /> : null}
    </>
  );
}
