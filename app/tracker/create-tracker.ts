import { namePattern } from "../lib/core/analytics-protocol";
import { cleanParams } from "./event-params";
import { watchLinks } from "./links";
import { listen } from "./listen";
import { watchPageViews } from "./page-views";
import { privacySignal } from "./privacy-signal";
import { reportError } from "./report-error";
import { watchScrollDepth } from "./scroll-depth";
import { siteSearch } from "./site-search";
import { createTransport } from "./transport";
import { watchVideos } from "./video-tracking";
import type { Component, Params, TrackedEvent } from "./types";

/** What the page needs of the owner's analytics settings. */
export type TrackerConfig = { enabled: boolean; respectDoNotTrack: boolean; ga4MeasurementId?: string; endpoint: string };

export type Tracker = Component & {
  track: (name: string, params?: Params) => void;
  /** The router moved: a page view follows if the address (without hash) changed. */
  pageChanged: () => void;
  flush: () => void;
};

declare global {
  interface Window {
    /** The public API for the owner's own scripts: `window.vitrine.track("signup", { plan: "free" })`. */
    vitrine?: { track: typeof track };
  }
}

let active: Tracker | undefined;
/** Calls made before the tracker starts (child components' effects run before the root's). */
const early: [string, Params | undefined][] = [];

/** Reports one of the site's own events; `purchase` is marked as a conversion. */
export function track(name: string, params?: Params): void {
  if (active) active.track(name, params);
  else if (early.length < 50) early.push([name, params]);
}

/**
 * Sends what is queued now, not after the batch's short wait: a moment that ends what the visitor
 * was doing (the viewer closed). Leaving soon after, those events need no unload handler: a busy
 * phone may run that late or never.
 */
export function sendNow(): void {
  active?.flush();
}

const nothing = () => undefined;
const idle: Tracker = { track: nothing, pageChanged: nothing, flush: nothing, destroy: nothing };

/**
 * Starts the analytics: the first page view now, then history changes, scroll depth, outbound and
 * download clicks, site search and video events, all with page_location and page_referrer.
 * Disabled by the owner, or by the visitor's GPC/DNT where the owner honours it: an idle tracker.
 */
export function createTracker(config: TrackerConfig): Tracker {
  window.vitrine = { ...window.vitrine, track };
  if (!config.enabled || (config.respectDoNotTrack && privacySignal(navigator))) {
    early.length = 0;
    return (active = idle);
  }
  const transport = createTransport(config.endpoint);
  // GA4 forwarding is a chunk of its own, fetched only where the owner configured an id; events wait for it.
  const ga4Id = config.ga4MeasurementId;
  const waiting: TrackedEvent[] = [];
  let forward = (event: TrackedEvent): unknown => ga4Id && waiting.push(event);
  if (ga4Id) {
    import("./ga4")
      .then(({ createGa4Forwarder }) => waiting.splice(0).forEach((forward = createGa4Forwarder(ga4Id))))
      .catch(() => reportError("CHUNK_NOT_LOADED", "ga4"));
  }

  const send = (name: string, params: Params = {}) => {
    if (!namePattern.test(name)) return reportError("INVALID_EVENT_NAME", name);
    // A route change still in its grouping window is settled first: its page_view comes first.
    views.settle();
    const page: Params = { page_location: views.page.location, page_referrer: views.page.referrer };
    if (name === "purchase") page.conversion = true;
    const event = { name, params: cleanParams({ ...page, ...params, ...page }), ts: Date.now(), id: Math.random().toString(36).slice(2, 14) };
    transport.send(event);
    forward(event);
  };

  const onPage = () => {
    scroll.rearm();
    send("page_view");
    const search = siteSearch(views.page.location);
    if (search) send("view_search_results", search);
  };

  // Hidden may be the last moment a phone grants; pagehide is the last one a desktop tab gets.
  const leave = ({ type }: Event) => {
    if (type !== "pagehide" && document.visibilityState !== "hidden") return;
    views.settle();
    transport.flush(true);
  };

  const scroll = watchScrollDepth(send);
  const views = watchPageViews(onPage);
  const parts = [scroll, views, watchLinks(send), watchVideos(send), transport];
  const removers = [listen(window, "pagehide", leave), listen(document, "visibilitychange", leave)];

  const tracker: Tracker = {
    track: send,
    pageChanged: views.notify,
    flush: () => transport.flush(),
    destroy: () => {
      removers.forEach((remove) => remove());
      parts.forEach((part) => part.destroy());
      if (active === tracker) active = undefined;
    },
  };
  active = tracker;
  onPage();
  for (const [name, params] of early.splice(0)) send(name, params);
  return tracker;
}
