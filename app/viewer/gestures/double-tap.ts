import { createListeners } from "../listeners";
import type { Module, ViewerContext } from "../types";

/** Two taps within this many ms toggle zoom (PhotoSwipe's own window is 300 ms). */
export const doubleTapWindow = 500;
const sameSpot = 30;

/**
 * Touch taps: a single tap toggles the controls once no second tap came within 500 ms; a second
 * tap inside that window, near the first, toggles zoom at that point. PhotoSwipe's own
 * double-tap action is off, so each tap reaches this module at once.
 */
export function attachDoubleTap({ pswp }: ViewerContext): Module {
  let last: { time: number; x: number; y: number } | undefined;
  let single: ReturnType<typeof setTimeout> | undefined;
  const listeners = createListeners(pswp);
  listeners.on("tapAction", (event) => {
    event.preventDefault();
    const x = event.point.x ?? 0;
    const y = event.point.y ?? 0;
    const now = performance.now();
    if (last && now - last.time <= doubleTapWindow && Math.hypot(x - last.x, y - last.y) < sameSpot) {
      clearTimeout(single);
      last = undefined;
      pswp.currSlide?.toggleZoom({ x, y });
      return;
    }
    last = { time: now, x, y };
    clearTimeout(single);
    single = setTimeout(() => {
      last = undefined;
      pswp.element?.classList.toggle("pswp--ui-visible");
    }, doubleTapWindow);
  });
  return {
    destroy: () => {
      listeners.removeAll();
      clearTimeout(single);
    },
  };
}
