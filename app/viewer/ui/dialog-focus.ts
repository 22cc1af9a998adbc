import { trapFocus } from "../../lib/dom/focus-trap";
import { createListeners } from "../listeners";
import type { ViewerContext } from "../types";
import type { Module } from "../module";

/**
 * Tab and Shift+Tab cycle through the dialog's controls with the site's own trap (PhotoSwipe's only
 * pulls focus back to its root, so Shift+Tab never reached the last control). PhotoSwipe still
 * focuses the dialog on opening and pulls back focus that leaves it other than by Tab (out of an
 * embedded player's frame). The slides beside the current one are inert while PhotoSwipe hides them
 * from screen readers, so Tab does not reach their links and players off screen either.
 */
export function trapDialogFocus({ pswp }: ViewerContext): Module {
  const listeners = createListeners(pswp);
  let trap: ReturnType<typeof trapFocus> | undefined;
  const syncInert = (holder: HTMLElement) => (holder.inert = holder.getAttribute("aria-hidden") === "true");
  const holders = new MutationObserver((records) => records.forEach(({ target }) => syncInert(target as HTMLElement)));
  listeners.on("afterInit", () => {
    for (const { el } of pswp.mainScroll.itemHolders) {
      syncInert(el);
      holders.observe(el, { attributeFilter: ["aria-hidden"] });
    }
  });
  listeners.on("bindEvents", () => {
    if (pswp.element) trap = trapFocus(pswp.element);
  });
  return {
    destroy: () => {
      listeners.removeAll();
      holders.disconnect();
      trap?.release();
    },
  };
}
