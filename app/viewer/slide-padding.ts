import type { Padding, Point } from "photoswipe";

/** The thumbnail strip's height (viewer.css): slides stay clear of it while it shows. */
const thumbnailStripHeight = 68;

/** The room slides leave around them for the top bar, the caption band and the side arrows. */
export function slidePadding(root: HTMLElement, viewport: Point): Padding {
  const strip = root.dataset.thumbnails === "shown" ? thumbnailStripHeight : 0;
  return viewport.x < 600 ? { top: 56, bottom: 88 + strip, left: 0, right: 0 } : { top: 64, bottom: 96 + strip, left: 64, right: 64 };
}
