import type PhotoSwipe from "photoswipe";
import type { ItemManifest } from "../lib/content/manifest";
import type { ShareNetwork } from "../lib/content/schemas";
import type { GallerySource } from "../lib/gallery/gallery-source";
import type { ViewerAnalytics } from "./analytics";
import type { Translate } from "../lib/i18n/translator";

/** What every viewer module is given. */
export type ViewerContext = {
  pswp: PhotoSwipe;
  /** The persistent element the viewer lives in; carries the state data attributes. */
  root: HTMLElement;
  /** Every item of the gallery, fetched as slides need them (an album may have 10,000). */
  source: GallerySource;
  gallery: string;
  /** The site's origin: share links name each item's own page (`${origin}/albums/<slug>/<n>`); the page's own when the server had none. */
  origin?: string;
  share: readonly ShareNetwork[];
  /** Where the page's pictures come from (the root loader's assetBase): "" for this server. */
  assetBase: string;
  /** The site's strings in its language: every label and announcement the viewer makes. */
  t: Translate;
  /** Reports an event about the current slide (share, file_download, slideshow_start, fullscreen). */
  report: ViewerAnalytics["report"];
  /** Said just before a module moves to another slide, so its photo_view knows how it was reached. */
  moved: ViewerAnalytics["moved"];
};

export type { ShareNetwork } from "../lib/content/schemas";

export function currentItem(context: ViewerContext): ItemManifest | undefined {
  return context.source.peek(context.pswp.currIndex);
}

/** Runs fn now if the opening animation is over, else when it ends: PhotoSwipe loses slides moved mid-opening. */
export function whenOpen(pswp: PhotoSwipe, fn: () => void): void {
  if (pswp.opener.isOpen) fn();
  else pswp.on("openingAnimationEnd", fn);
}

/** Whether the current slide is zoomed in beyond its fitted size (a small margin absorbs rounding). */
export function isZoomedIn(pswp: PhotoSwipe): boolean {
  const slide = pswp.currSlide;
  return !!slide && slide.currZoomLevel > slide.zoomLevels.initial + 0.01;
}
