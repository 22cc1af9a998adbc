import type { ShouldRevalidateFunction } from "@remix-run/react";

/**
 * Closing the viewer takes the slide's hash off the address. Remix treats that as a new navigation
 * and fetches every loader again before the address changes; it is the same page, so its data stays.
 */
export const keepDataOnHashChange: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  const samePage = currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search;
  return samePage && currentUrl.hash !== nextUrl.hash && !formMethod ? false : defaultShouldRevalidate;
};
