import { listen } from "./listen";
import type { Component, Report } from "./types";

/** The spec's scroll event: once per page, at 90 % vertical depth. */
export const scrollDepthPercent = 90;

export type ScrollDepth = Component & { rearm: () => void };

/** Reports `scroll` the first time the bottom of the viewport reaches 90 % of a scrollable page. */
export function watchScrollDepth(report: Report): ScrollDepth {
  let done = false;
  const destroy = listen(
    window,
    "scroll",
    () => {
      // Once reported, scrolling costs nothing more (reading the height may force a layout).
      if (done) return;
      const height = document.documentElement.scrollHeight;
      // A page that does not scroll has no depth to reach (a route change may scroll it to the top).
      if (height > innerHeight && scrollY + innerHeight >= (height * scrollDepthPercent) / 100) {
        // Reporting may first settle a pending route change, which re-arms: mark it done after.
        report("scroll", { percent_scrolled: scrollDepthPercent });
        done = true;
      }
    },
    { passive: true },
  );
  return { rearm: () => (done = false), destroy };
}
