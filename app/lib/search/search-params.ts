/**
 * The query parameters a search may arrive under, in order of precedence: the spec's analytics
 * recognise all five as a site search, so links from elsewhere using any of them land on results.
 */
export const searchParamNames = ["q", "s", "search", "query", "keyword"] as const;

/** The search term of an address's parameters: the first one of the five that is not blank. */
export function searchTermOf(params: URLSearchParams): string {
  for (const name of searchParamNames) {
    const value = params.get(name);
    if (value !== null && value.trim() !== "") return value;
  }
  return "";
}
