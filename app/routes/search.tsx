import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod/v4";
import { quoted, SearchPage } from "../components/search/SearchPage";
import { columnsForViewport } from "../lib/layout/masonry-plan";
import { viewportWidth } from "../lib/layout/viewport-hint.server";
import { getSearchIndex, getSite } from "../lib/runtime.server";
import { searchTermOf } from "../lib/search/search-params";
import { searchSite } from "../lib/search/search-site.server";
import { siteOrigin } from "../lib/seo";
import { keepDataOnHashChange } from "../lib/viewer/keep-data-on-hash-change";

/** Anything but a sensible page number means the first page. */
const pageSchema = z.coerce.number().int().min(1).max(100_000).catch(1);

/** GET /search?q=… (or s, search, query, keyword): results rendered on the server. */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const [site, index] = await Promise.all([getSite(), getSearchIndex()]);
  const outcome = searchSite(site, index, { query: searchTermOf(url.searchParams), page: pageSchema.parse(url.searchParams.get("page") ?? 1) });
  return {
    outcome,
    columns: columnsForViewport(viewportWidth(request)),
    share: site.config.share,
    siteTitle: site.config.title,
    origin: siteOrigin(site.config.baseUrl, request),
  };
}

/** Result pages are for visitors, not for search engines' indexes. */
export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const what = data?.outcome.state === "results" ? `Search ${quoted(data.outcome.query)}` : "Search";
  return [{ title: `${what} · ${data?.siteTitle ?? "Vitrine"}` }, { name: "robots", content: "noindex, follow" }];
};

export const shouldRevalidate = keepDataOnHashChange;

export default function Search() {
  const { outcome, columns, share, origin } = useLoaderData<typeof loader>();
  return <SearchPage outcome={outcome} columns={columns} share={share} origin={origin} />;
}
