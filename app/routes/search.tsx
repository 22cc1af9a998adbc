import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { quoted, SearchPage } from "../components/search/SearchPage";
import { getSearchIndex, getSite } from "../server/runtime.server";
import { searchTermOf } from "../lib/search/search-params";
import { readAlbumPageQuery } from "../lib/http/route-params.server";
import { searchSite } from "../lib/search/search-site.server";
import { keepDataOnHashChange } from "../lib/viewer/keep-data-on-hash-change";
import { siteStringsFor, siteTranslator } from "../lib/content/site-translator.server";
import type { StringNeed } from "../lib/i18n/page-strings";

export const handle = { strings: ["search", "grid", "details", "viewer"] satisfies StringNeed[] };

/** GET /search?q=… (or s, search, query, keyword): results rendered on the server. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const [site, index] = await Promise.all([getSite(), getSearchIndex()]);
  const outcome = searchSite(site, index, { query: searchTermOf(url.searchParams), page: readAlbumPageQuery(request).page });
  const t = siteTranslator(site.config);
  const what = outcome.state === "results" ? t("search.titleFor", { query: quoted(outcome.query, t) }) : t("search.title");
  return {
    title: `${what} · ${site.config.title}`,
    outcome,
    share: site.config.share,
    origin: context.origin,
    strings: siteStringsFor(site.config, handle.strings),
  };
}

/** Result pages are for visitors, not for search engines' indexes. */
export const meta: MetaFunction<typeof loader> = ({ data }) => {
  return [{ title: data?.title ?? "Vitrine" }, { name: "robots", content: "noindex, follow" }];
};

export const shouldRevalidate = keepDataOnHashChange;

export default function Search() {
  const { outcome, share, origin } = useLoaderData<typeof loader>();
  return <SearchPage outcome={outcome} share={share} origin={origin} />;
}
