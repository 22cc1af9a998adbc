import { useLocation } from "@remix-run/react";
import { maxQueryLength } from "../../lib/search/plan-query";
import { searchTermOf } from "../../lib/search/search-params";

/** The search shown on the current page, so every search box keeps it; "" elsewhere or when too long. */
export function useSearchQuery(): string {
  const location = useLocation();
  if (location.pathname !== "/search") return "";
  const term = searchTermOf(new URLSearchParams(location.search));
  return term.length > maxQueryLength ? "" : term;
}
