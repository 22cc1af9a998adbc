import type { ItemManifest } from "../../lib/content/manifest";
import { createListeners } from "../listeners";
import { currentItem, type ViewerContext } from "../types";
import type { Module } from "../module";
import type { Translate } from "../../lib/i18n/translator";

/** What the live region says for a slide: its position, title and caption. */
export function announcement(t: Translate, position: number, count: number, item: ItemManifest | undefined): string {
  const title = item?.title ?? "";
  const where = t("viewer.position", { position, count, title });
  if (!item?.caption) return where;
  // A full stop makes screen readers pause between title and caption.
  return `${where}${/[.!?…]$/.test(title) ? "" : "."} ${item.caption}`;
}

/**
 * Title and caption under the slide, a visible slide counter, and one polite announcement per slide
 * ("3 of 16: Pass road. Golden light."): two live regions would each speak on every change, so the
 * caption on screen is not live; the announcement carries it.
 */
export function registerCaption(context: ViewerContext): Module {
  const { pswp, source } = context;
  const listeners = createListeners(pswp);
  pswp.ui?.registerElement({
    name: "live-counter",
    order: 5,
    appendTo: "bar",
    onInit: (element) => {
      // The visible "3 / 16" is for the eye; the announcer speaks.
      element.setAttribute("aria-hidden", "true");
      const update = () => (element.textContent = `${pswp.currIndex + 1} / ${source.count}`);
      listeners.on("change", update);
      update();
    },
  });
  pswp.ui?.registerElement({
    name: "announcer",
    order: 9,
    appendTo: "root",
    onInit: (element) => {
      element.classList.add("visually-hidden");
      element.setAttribute("aria-live", "polite");
      element.setAttribute("aria-atomic", "true");
      const update = () => (element.textContent = announcement(context.t, pswp.currIndex + 1, source.count, currentItem(context)));
      listeners.on("change", update);
      update();
    },
  });
  pswp.ui?.registerElement({
    name: "caption",
    order: 9,
    appendTo: "root",
    onInit: (element) => {
      const update = () => {
        const item = currentItem(context);
        element.replaceChildren();
        if (!item) return;
        const title = document.createElement("strong");
        title.textContent = item.title;
        element.append(title);
        if (item.caption) {
          const caption = document.createElement("span");
          caption.textContent = item.caption;
          element.append(caption);
        }
      };
      listeners.on("change", update);
      update();
    },
  });
  return { destroy: listeners.removeAll };
}
