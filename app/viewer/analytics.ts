import type PhotoSwipe from "photoswipe";
import type { GallerySource } from "../lib/gallery/gallery-source";
import { sendNow, track } from "../tracker/create-tracker";
import type { Params } from "../tracker/types";
import { createListeners } from "./listeners";
import type { Module } from "./module";

/** How a slide became the current one (the photo_view's open_via). */
export type MoveCause = "click" | "deep_link" | "swipe" | "key" | "wheel" | "thumbnail" | "slideshow" | "arrow";

/** A slide counts as viewed once it has been the current one, in a visible tab, this long. */
export const photoViewMinMs = 1000;

export type ViewerAnalytics = Module & {
  /** An event about the current slide: gallery and item parameters are added. */
  report: (name: string, params?: Params) => void;
  /** Said by a module just before it moves the viewer; a change nobody claimed is PhotoSwipe's own swipe. */
  moved: (cause: MoveCause) => void;
};

type Stay = { index: number; via: MoveCause; since: number };

const arrowKeys = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"]);

/**
 * The viewer's analytics, through the site's tracker (its batching, privacy rules and limits).
 * photo_view is sent when the visitor leaves a slide they looked at for at least 1 s (the next
 * slide, closing, another tab, leaving the page), with the time spent: sending it then is what lets
 * it carry that time. viewer_close is sent as closing begins (or the page goes), with the slides
 * seen and the time the viewer was open in a visible tab; closing sends them without the batch's wait.
 */
export function attachAnalytics({
  pswp,
  source,
  gallery,
  openedVia,
}: {
  pswp: PhotoSwipe;
  source: GallerySource;
  gallery: string;
  openedVia: MoveCause;
}): ViewerAnalytics {
  const listeners = createListeners(pswp);
  const now = () => performance.now();
  let claimed: MoveCause | undefined;
  let stay: Stay | undefined;
  let nextVia: MoveCause = openedVia;
  // A stay cut short by another tab resumes as it began when the tab shows again.
  let resumeVia: MoveCause | undefined;
  let slidesSeen = 0;
  let openMs = 0;
  let visibleSince: number | undefined = document.hidden ? undefined : now();
  let closed = false;

  const itemParams = (index: number): Params | undefined => {
    const item = source.peek(index);
    return item && { gallery, item_id: item.id, item_index: index + 1, item_title: item.title, item_type: item.type };
  };
  const report = (name: string, params: Params = {}) => {
    const item = itemParams(pswp.currIndex);
    if (item) track(name, { ...item, ...params });
  };

  const endStay = () => {
    if (!stay) return;
    const spent = Math.round(now() - stay.since);
    const item = itemParams(stay.index);
    if (item && spent >= photoViewMinMs) {
      slidesSeen++;
      track("photo_view", { ...item, open_via: stay.via, engagement_time_msec: spent });
    }
    stay = undefined;
  };
  const startStay = (via: MoveCause) => {
    if (!closed && !document.hidden) stay = { index: pswp.currIndex, via, since: now() };
  };
  const onChange = () => {
    const via = claimed ?? nextVia;
    claimed = undefined;
    nextVia = "swipe";
    endStay();
    startStay(via);
  };
  // Claims hold for the task that made them: the change they cause happens in it (goTo, next and prev are synchronous).
  const moved = (cause: MoveCause) => {
    claimed = cause;
    queueMicrotask(() => (claimed = undefined));
  };
  const onVisibility = () => {
    if (document.hidden) {
      resumeVia = stay?.via;
      endStay();
      if (visibleSince !== undefined) openMs += now() - visibleSince;
      visibleSince = undefined;
    } else if (!closed) {
      visibleSince = now();
      startStay(resumeVia ?? "swipe");
    }
  };
  const close = () => {
    if (closed) return;
    resumeVia = stay?.via;
    endStay();
    if (visibleSince !== undefined) openMs += now() - visibleSince;
    visibleSince = undefined;
    report("viewer_close", { slides_seen: slidesSeen, engagement_time_msec: Math.round(openMs) });
    closed = true;
  };

  // Back from the back-forward cache: the page that went counted the viewer as closed, and it is open again.
  const onShow = ({ persisted }: PageTransitionEvent) => {
    if (!persisted || !closed) return;
    closed = false;
    slidesSeen = 0;
    openMs = 0;
    visibleSince = document.hidden ? undefined : now();
    startStay(resumeVia ?? "swipe");
  };

  listeners.on("change", onChange);
  // Closing begins: the last slide's stay and the viewer's time end here, not when the animation does,
  // and they leave at once (at pagehide the tracker's own listener sends them, by beacon).
  listeners.on("close", () => {
    close();
    sendNow();
  });
  listeners.on("keydown", ({ originalEvent }) => arrowKeys.has(originalEvent.key) && moved("key"));
  listeners.on("bindEvents", () => {
    if (pswp.element)
      listeners.listen<MouseEvent>(pswp.element, "click", (event) => (event.target as Element).closest?.(".pswp__button--arrow") && moved("arrow"), {
        capture: true,
      });
  });
  // Captured on window, so these run before the tracker's own listeners send the last batch.
  listeners.listen(window, "visibilitychange", onVisibility, { capture: true });
  listeners.listen(window, "pagehide", close, { capture: true });
  listeners.listen<PageTransitionEvent>(window, "pageshow", onShow);
  return {
    report,
    moved,
    destroy: () => {
      close();
      listeners.removeAll();
    },
  };
}
