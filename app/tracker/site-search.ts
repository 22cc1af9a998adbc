import type { Params } from "./types";

/** The spec's site-search parameters, in the order that picks the search term. */
export const searchParameters = ["q", "s", "search", "query", "keyword"];

/**
 * The parameters of `view_search_results` for a page address: `search_term` (the first non-empty
 * search parameter) and `q_<param>` for each one present; undefined when no term is given.
 */
export function siteSearch(address: string): Params | undefined {
  const query = new URL(address).searchParams;
  const params: Params = {};
  let term = "";
  for (const name of searchParameters) {
    const value = query.get(name);
    if (value === null) continue;
    params[`q_${name}`] = value;
    term ||= value.trim();
  }
  return term ? { search_term: term, ...params } : undefined;
}
