import type { LoaderFunctionArgs } from "@remix-run/node";
import { getSearchIndex, getSite } from "../server/runtime.server";
import { jsonError, jsonWithEtag } from "../lib/http/responses.server";
import { readAlbumPageQuery } from "../lib/http/route-params.server";
import { searchTermOf } from "../lib/search/search-params";
import { searchSite } from "../lib/search/search-site.server";
import type { ResultPage } from "../lib/search/search-outcome";

/**
 * GET /api/search?q=…&page=N: a page of a search's results as the search page's grid and viewer
 * take them (items, their marked words, the build they are of), for the results past its first
 * page. The same search as the page's, public albums only; a page past the end is the last.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [site, index] = await Promise.all([getSite(), getSearchIndex()]);
  const outcome = searchSite(site, index, { query: searchTermOf(new URL(request.url).searchParams), page: readAlbumPageQuery(request).page });
  if (outcome.state !== "results") return jsonError("SEARCH_QUERY_INVALID");
  const { version, items, highlights, total, page, pages } = outcome;
  const answer: ResultPage = { version, items, highlights, total, page, pages };
  return jsonWithEtag(request, answer);
}
