import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useOutlet } from "@remix-run/react";
import { AlbumView } from "../components/AlbumView";
import { ProofingBar } from "../components/proofing/ProofingBar";
import { ProofingProvider } from "../components/proofing/ProofingProvider";
import proofingStyles from "../styles/proofing.css?url";
import { albumPage } from "../server/album-page.server";
import { albumPageSeo } from "../lib/content/album-seo";
import { readAlbumPageQuery } from "../lib/http/route-params.server";
import { getRuntime, siteOf } from "../server/runtime.server";
import { proofingNoticeOf } from "../server/proofing-notice.server";
import { pageMeta } from "../lib/core/seo";
import { keepDataOnHashChange } from "../lib/viewer/keep-data-on-hash-change";
import { siteStringsFor } from "../lib/content/site-translator.server";
import type { StringNeed } from "../lib/i18n/page-strings";
import { stringsOf, translatorFor } from "../hooks/use-t";
import type { loader as rootLoader } from "../root";

export const handle = { strings: ["album", "grid", "details", "viewer", "proofing"] satisfies StringNeed[] };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const site = await siteOf(context);
  const album = site.albumsBySlug.get(params.slug ?? "");
  if (!album) throw new Response("Album not found", { status: 404 });
  const { album: header, gallery, subAlbums, page, pages } = albumPage(site, album, readAlbumPageQuery(request).page);
  // A holder's album taking picks (never the public's page, which stays the same for everyone).
  const proofing = album.proofing && (await getRuntime()).proofing.stateFor(context.visit, album);
  return {
    ...(proofing ? { proofing, proofingNotice: proofingNoticeOf(request) } : {}),
    album: header,
    gallery,
    subAlbums,
    page,
    pages,
    share: site.config.share,
    owner: context.visit.sight?.owner === true,
    origin: context.origin,
    // The meta's description for an album without one of its own.
    siteDescription: header.description ? undefined : site.config.description,
    strings: siteStringsFor(site.config, handle.strings),
  };
}

/** Made from what the page carries anyway (its album, the root's title, picture origin and strings): on the server, and again on a client navigation. */
export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ data, matches }) => {
  const root = matches.find((match) => match.id === "root")?.data;
  if (!data || !root) return [];
  const t = translatorFor(stringsOf(matches));
  const site = { siteTitle: root.title, description: data.siteDescription ?? "", origin: data.origin, assetBase: root.assetBase, t };
  return pageMeta(albumPageSeo(data.album, data, site));
};

export const shouldRevalidate = keepDataOnHashChange;

/** An album, and the frame of its photo pages (`/albums/<slug>/<n>`, the child route): the same grid, the viewer open at `n`. */
export default function AlbumPage() {
  const { album, gallery, subAlbums, page, pages, share, owner, origin, proofing, proofingNotice } = useLoaderData<typeof loader>();
  // The photo page's article when one is open: null on the album itself (AlbumView's grid is then the first screen).
  const photo = useOutlet();
  return (
    <ProofingProvider state={proofing}>
      {/* A holder's page alone loads proofing's styles: the public's never does. */}
      {proofing ? <link rel="stylesheet" href={proofingStyles} /> : null}
      <AlbumView
        album={album}
        gallery={gallery}
        subAlbums={subAlbums}
        page={page}
        pages={pages}
        share={share}
        path={album.path}
        origin={origin}
        owner={owner}
        aside={proofing ? <ProofingBar notice={proofingNotice} /> : undefined}
      >
        {photo}
      </AlbumView>
    </ProofingProvider>
  );
}
