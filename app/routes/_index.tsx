import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { AlbumView } from "../components/AlbumView";
import { albumPage } from "../server/album-page.server";
import { homePageSeo } from "../lib/content/home-seo";
import { siteStringsFor } from "../lib/content/site-translator.server";
import { albumLists } from "../server/album-lists.server";
import { AlbumList } from "../components/AlbumList";
import { GridPages } from "../components/grid/GridPages";
import { readAlbumPageQuery } from "../lib/http/route-params.server";
import { siteOf } from "../server/runtime.server";
import { pageMeta } from "../lib/core/seo";
import { keepDataOnHashChange } from "../lib/viewer/keep-data-on-hash-change";
import type { StringNeed } from "../lib/i18n/page-strings";
import { stringsOf, translatorFor } from "../hooks/use-t";
import type { loader as rootLoader } from "../root";

export const handle = { strings: ["album", "grid", "details", "viewer"] satisfies StringNeed[] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = await siteOf(context);
  const requested = readAlbumPageQuery(request).page;
  const homeAlbum = site.config.homeAlbum ? site.albumsBySlug.get(site.config.homeAlbum) : undefined;
  const home = homeAlbum && albumPage(site, homeAlbum, requested);
  // The top-level albums a page at a time (`?page=N`), the first page's continuing as the visitor scrolls.
  const albums = albumLists(site).page(undefined, requested)!;
  return {
    description: site.config.description,
    albums,
    home,
    share: site.config.share,
    origin: context.origin,
    strings: siteStringsFor(site.config, handle.strings),
  };
}

/** Made from what the page carries anyway (its albums, the root's title, picture origin and strings): on the server, and again on a client navigation. */
export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ data, matches }) => {
  const root = matches.find((match) => match.id === "root")?.data;
  if (!data || !root) return [];
  const { page, pages } = data.home ?? data.albums;
  // A home album's own cover first, else the first album's that has one.
  const cover = [data.home?.album, ...data.albums.albums].find((album) => album?.cover)?.cover;
  const t = translatorFor(stringsOf(matches));
  return pageMeta(
    homePageSeo({ page, pages, cover }, { siteTitle: root.title, description: data.description, origin: data.origin, assetBase: root.assetBase, t }),
  );
};

export const shouldRevalidate = keepDataOnHashChange;

export default function Home() {
  const { description, albums, home, share, origin } = useLoaderData<typeof loader>();
  const title = useRouteLoaderData<typeof rootLoader>("root")?.title;
  if (home) return <AlbumView {...home} share={share} path="/" origin={origin} />;
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
