import { createListeners } from "../listeners";
import type { ViewerContext } from "../types";
import type { Module } from "../module";

/** Two taps within this many ms toggle zoom (PhotoSwipe's own window is 300 ms). */
export const doubleTapWindow = 500;
const sameSpot = 30;

/**
 * Touch taps: a single tap toggles the controls once no second tap came within 500 ms; a second
 * tap inside that window, near the first, toggles zoom at that point. PhotoSwipe's own
 * double-tap action is off, so each tap reaches this module at once. Taps are timed by their
 * events' timestamps: on a busy page handlers run late, and the timer of a single tap with them.
 */
export function attachDoubleTap({ pswp }: ViewerContext): Module {
  let last: { time: number; x: number; y: number } | undefined;
  let single: ReturnType<typeof setTimeout> | undefined;
  const listeners = createListeners(pswp);
  const toggleControls = () => pswp.element?.classList.toggle("pswp--ui-visible");
  listeners.on("tapAction", (event) => {
    event.preventDefault();
    const x = event.point.x ?? 0;
    const y = event.point.y ?? 0;
    const time = event.originalEvent.timeStamp;
    clearTimeout(single);
    if (last && time - last.time <= doubleTapWindow && Math.hypot(x - last.x, y - last.y) < sameSpot) {
      last = undefined;
      pswp.currSlide?.toggleZoom({ x, y });
      return;
    }
    // The previous tap was a single one whose timer has not run yet: it counts before this one.
    if (last) toggleControls();
    last = { time, x, y };
    single = setTimeout(() => {
      last = undefined;
      toggleControls();
    }, doubleTapWindow);
  });
  return {
    destroy: () => {
      listeners.removeAll();
      clearTimeout(single);
    },
  };
}
