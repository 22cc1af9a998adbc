import { listen } from "./listen";
import type { Component } from "./types";

/** History changes within this window count as one (the spec's history-change interval). */
export const historyGroupMs = 1000;

/** The page's address without its hash: the viewer's #gallery-N deep links are not pages. */
export const pageLocation = (): string => location.href.split("#")[0]!;

export type PageViews = Component & {
  /** The current page and where the visitor came from to it. */
  readonly page: { location: string; referrer: string };
  /** Something may have changed the address (a router, the viewer): look again shortly. */
  notify: () => void;
  /** Look now instead of at the end of the window (before another event, or when the page goes). */
  settle: () => void;
};

/**
 * Watches the address through pushState, replaceState and popstate (patched as GA4's enhanced
 * measurement does, so raw history changes count) and the router's notices. Changes within 1000 ms
 * are grouped; `onPage` runs only when the address without its hash really changed.
 */
export function watchPageViews(onPage: () => void): PageViews {
  const page = { location: pageLocation(), referrer: document.referrer };
  let timer: ReturnType<typeof setTimeout> | undefined;

  const settle = () => {
    clearTimeout(timer);
    timer = undefined;
    const next = pageLocation();
    if (next === page.location) return;
    page.referrer = page.location;
    page.location = next;
    onPage();
  };
  const notify = () => {
    timer ??= setTimeout(settle, historyGroupMs);
  };

  const removers = [listen(window, "popstate", notify), () => clearTimeout(timer)];
  for (const method of ["pushState", "replaceState"] as const) {
    const original = history[method];
    const patched = function (this: History, ...args: Parameters<History["pushState"]>) {
      original.apply(this, args);
      notify();
    };
    history[method] = patched;
    // Someone may have patched on top of us since: then theirs stays.
    removers.push(() => history[method] === patched && (history[method] = original));
  }
  return { page, notify, settle, destroy: () => removers.forEach((remove) => remove()) };
}
