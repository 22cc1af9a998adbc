import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useOutlet } from "@remix-run/react";
import { AlbumView } from "../components/AlbumView";
import { albumPage } from "../server/album-page.server";
import { albumPageSeo } from "../lib/content/album-seo";
import { readAlbumPageQuery } from "../lib/http/route-params.server";
import { siteOf } from "../server/runtime.server";
import { pageMeta } from "../lib/core/seo";
import { keepDataOnHashChange } from "../lib/viewer/keep-data-on-hash-change";
import { siteTranslator } from "../lib/content/site-translator.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const site = await siteOf(context);
  const album = site.albumsBySlug.get(params.slug ?? "");
  if (!album) throw new Response("Album not found", { status: 404 });
  const { album: header, gallery, subAlbums, page, pages } = albumPage(site, album, readAlbumPageQuery(request).page);
  return {
    album: header,
    gallery,
    subAlbums,
    page,
    pages,
    share: site.config.share,
    owner: context.visit.sight?.owner === true,
    seo: albumPageSeo(
      header,
      { page, pages },
      {
        siteTitle: site.config.title,
        description: site.config.description,
        origin: context.origin,
        assetBase: site.assetBase,
        t: siteTranslator(site.config),
      },
    ),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.seo) : []);

export const shouldRevalidate = keepDataOnHashChange;

/** An album, and the frame of its photo pages (`/albums/<slug>/<n>`, the child route): the same grid, the viewer open at `n`. */
export default function AlbumPage() {
  const { album, gallery, subAlbums, page, pages, share, owner, seo } = useLoaderData<typeof loader>();
  // The photo page's article when one is open: null on the album itself (AlbumView's grid is then the first screen).
  const photo = useOutlet();
  return (
    <AlbumView
      album={album}
      gallery={gallery}
      subAlbums={subAlbums}
      page={page}
      pages={pages}
      share={share}
      path={album.path}
      origin={seo.origin}
      owner={owner}
    >
      {photo}
    </AlbumView>
  );
}
