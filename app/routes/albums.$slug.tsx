import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AlbumView } from "../components/AlbumView";
import { albumManifest, pictureUrls } from "../lib/content/manifest";
import { columnsForViewport } from "../lib/layout/masonry-plan";
import { viewportWidth } from "../lib/layout/viewport-hint.server";
import { getSite } from "../lib/runtime.server";
import { pageMeta, siteOrigin } from "../lib/seo";
import { keepDataOnHashChange } from "../lib/viewer/keep-data-on-hash-change";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const site = await getSite();
  const album = site.albumsBySlug.get(params.slug ?? "");
  if (!album) throw new Response("Album not found", { status: 404 });
  const manifest = albumManifest(site, album);
  return {
    album: manifest,
    columns: columnsForViewport(viewportWidth(request)),
    share: site.config.share,
    seo: {
      siteTitle: site.config.title,
      title: manifest.title,
      description: manifest.description || site.config.description,
      origin: siteOrigin(site.config.baseUrl, request),
      path: manifest.path,
      image: manifest.cover && pictureUrls(manifest.cover).src,
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.seo) : [{ title: "Not found" }]);

export const shouldRevalidate = keepDataOnHashChange;

export default function AlbumPage() {
  const { album, columns, share, seo } = useLoaderData<typeof loader>();
  return <AlbumView album={album} columns={columns} share={share} pageUrl={new URL(seo.path, seo.origin).href} />;
}
