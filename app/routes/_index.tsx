import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AlbumCards } from "../components/AlbumCard";
import { AlbumView } from "../components/AlbumView";
import { albumPage } from "../server/album-page.server";
import { albumTree } from "../lib/content/manifest";
import { shareImage } from "../lib/content/share-image";
import { readAlbumPageQuery } from "../lib/http/route-params.server";
import { getSite } from "../server/runtime.server";
import { pageMeta } from "../lib/core/seo";
import { keepDataOnHashChange } from "../lib/viewer/keep-data-on-hash-change";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = await getSite();
  const homeAlbum = site.config.homeAlbum ? site.albumsBySlug.get(site.config.homeAlbum) : undefined;
  const home = homeAlbum && albumPage(site, homeAlbum, readAlbumPageQuery(request).page);
  const albums = albumTree(site);
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
      path: "/",
      // A home album's own cover first, else the first album's that has one.
      image: [home?.album, ...albums].flatMap((album) => (album?.cover ? [shareImage(album.cover)] : []))[0],
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.seo) : []);

export const shouldRevalidate = keepDataOnHashChange;

export default function Home() {
  const { title, description, albums, home, share, seo } = useLoaderData<typeof loader>();
  if (home) return <AlbumView album={home.album} gallery={home.gallery} share={share} path="/" origin={seo.origin} />;
  return (
    <>
      {/* The header's logo already says the site's name: the heading is for assistive technology, the lede one line. */}
      <header className="intro intro--home">
        <h1 className="visually-hidden">{title}</h1>
        {description ? <p>{description}</p> : null}
      </header>
      <AlbumCards albums={albums} eagerCount={4} home />
    </>
  );
}
