import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PhotoArticle } from "../components/photo/PhotoArticle";
import { photoParams } from "../lib/http/route-params.server";
import { photoPage } from "../lib/photo/photo-page.server";
import { siteOf } from "../server/runtime.server";
import { pageMeta } from "../lib/core/seo";
import { keepDataOnHashChange } from "../lib/viewer/keep-data-on-hash-change";
import { siteStringsFor } from "../lib/content/site-translator.server";
import type { StringNeed } from "../lib/i18n/page-strings";

export const handle = { strings: ["photo"] satisfies StringNeed[] };

/** GET /albums/:slug/:n: item n of the album as a page of its own, for sharing and for visitors without JavaScript. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const parsed = photoParams.safeParse(params);
  const site = await siteOf(context);
  const album = parsed.success ? site.albumsBySlug.get(parsed.data.slug) : undefined;
  const page = parsed.success && album ? photoPage(site, album, parsed.data.n, context.origin) : undefined;
  if (!page) throw new Response("Photo not found", { status: 404 });
  return { ...page, strings: siteStringsFor(site.config, handle.strings) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.seo) : []);

export const shouldRevalidate = keepDataOnHashChange;

/**
 * The photo drawn by the server, the first thing a visitor from a share sees: in the page's flow
 * without JavaScript; with it, over the album (photo-page.css) where the viewer's slide will be,
 * until the viewer opens on it (the album around it is the parent's).
 */
export default function PhotoRoute() {
  const page = useLoaderData<typeof loader>();
  return <PhotoArticle page={page} />;
}
