import type PhotoSwipe from "photoswipe";
import type { PhotoSwipeFiltersMap, ZoomLevelOption } from "photoswipe";
import type { Module } from "../module";

/** The photo page's own picture (drawn by the server, shown until the viewer opens), if it is this slide's. */
export function pagePhoto(index: number): HTMLImageElement | null {
  return document.querySelector<HTMLImageElement>(`.photo-page[data-index="${index + 1}"] img`);
}

/** The candidate list of the page picture's `<source>` (or `<img>`) the browser took its current file from. */
function chosenSrcset(photo: HTMLImageElement): string {
  const named = (srcset: string) => srcset.split(", ").some((entry) => new URL(entry.split(" ")[0]!, document.baseURI).href === photo.currentSrc);
  const source = [...(photo.parentElement?.querySelectorAll("source") ?? [])].find((candidate) => named(candidate.srcset));
  return source?.srcset ?? photo.srcset;
}

type ZoomLevel = Parameters<Extract<ZoomLevelOption, (zoom: never) => number>>[0];

/**
 * Just under "fit": PhotoSwipe rounds a picture's size to whole pixels, up as often as down, and a
 * picture painted even a pixel larger than the page's would count as a new largest paint. At this
 * zoom neither side exceeds the page picture's whole pixels (a pixel or two less, not visible).
 */
function withinPagePicture(zoom: ZoomLevel): number {
  const { x, y } = zoom.elementSize!;
  return Math.min(zoom.fit, (Math.floor(zoom.fit * x) - 0.5) / x, (Math.floor(zoom.fit * y) - 0.5) / y);
}

/**
 * The photo page's slide takes the page's picture over as it is: the same file at the same density
 * (already decoded: no request, no placeholder). A phone's largest paint then stays the server's
 * picture, painted long before the viewer's code arrived: a placeholder or a sharper file would be a
 * new, larger paint once the scripts have run. Zooming in past it asks for sharper files as usual.
 */
export function adoptPagePhoto(pswp: PhotoSwipe, index: number): Module {
  const photo = pagePhoto(index);
  if (!photo?.complete || !photo.currentSrc || photo.naturalWidth === 0) return { destroy: () => {} };
  const srcset = chosenSrcset(photo);
  // The width the page's `sizes` gave its picture (naturalWidth is per CSS pixel for a srcset's file).
  const pageWidth = photo.naturalWidth;
  const itemData: PhotoSwipeFiltersMap["itemData"] = (data, at) => (at === index ? { ...data, src: photo.currentSrc, srcset } : data);
  const useContentPlaceholder: PhotoSwipeFiltersMap["useContentPlaceholder"] = (use, content) => use && content.index !== index;
  // PhotoSwipe sizes the srcset at the slide's width; up to the page's width, the page's choice stands.
  const srcsetSizesWidth: PhotoSwipeFiltersMap["srcsetSizesWidth"] = (width, content) =>
    content.index === index && width <= pageWidth + 1 ? pageWidth : width;
  const initialZoomLevel = pswp.options.initialZoomLevel;
  pswp.options.initialZoomLevel = (zoom) => (zoom.index === index ? withinPagePicture(zoom) : zoom.fit);
  pswp.addFilter("itemData", itemData);
  pswp.addFilter("useContentPlaceholder", useContentPlaceholder);
  pswp.addFilter("srcsetSizesWidth", srcsetSizesWidth);
  return {
    destroy: () => {
      pswp.options.initialZoomLevel = initialZoomLevel;
      pswp.removeFilter("itemData", itemData);
      pswp.removeFilter("useContentPlaceholder", useContentPlaceholder);
      pswp.removeFilter("srcsetSizesWidth", srcsetSizesWidth);
    },
  };
}
