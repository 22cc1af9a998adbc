import { pictureUrls } from "../../lib/content/manifest";
import { createListeners } from "../listeners";
import type { Module, ViewerContext } from "../types";
import { icons } from "./icons";

/** A toggleable strip of the album's thumbnails; the current one is marked; a click goes there. */
export function registerThumbnails({ pswp, root, items }: ViewerContext): Module {
  let strip: HTMLElement | undefined;
  let toggle: HTMLElement | undefined;
  const shown = () => root.dataset.thumbnails === "shown";
  const mark = () => {
    strip?.querySelectorAll<HTMLElement>("button").forEach((button, i) => {
      const current = i === pswp.currIndex;
      button.classList.toggle("is-current", current);
      if (current) button.setAttribute("aria-current", "true");
      else button.removeAttribute("aria-current");
    });
    strip?.querySelector<HTMLElement>(".is-current")?.scrollIntoView({ block: "nearest", inline: "center" });
  };
  // The strip is built the first time it is shown: a 500-item album pays nothing until then.
  const build = () => {
    if (!strip || strip.childElementCount > 0) return;
    items.forEach((item, i) => {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "vt-thumb";
      button.setAttribute("aria-label", `${i + 1}: ${item.title}`);
      const picture = item.type === "image" ? item : "poster" in item ? item.poster : undefined;
      if (picture) {
        const img = document.createElement("img");
        img.src = pictureUrls(picture).srcset.webp.split(" ")[0]!;
        img.alt = "";
        img.loading = "lazy";
        img.decoding = "async";
        button.append(img);
      } else {
        button.textContent = item.title.slice(0, 1);
      }
      button.addEventListener("click", () => pswp.goTo(i));
      strip!.append(button);
    });
  };
  const setShown = (value: boolean) => {
    if (value) build();
    root.dataset.thumbnails = value ? "shown" : "hidden";
    toggle?.setAttribute("aria-pressed", String(value));
    if (strip) strip.hidden = !value;
    if (value) mark();
  };

  pswp.ui?.registerElement({
    name: "thumbnails-toggle",
    order: 6,
    isButton: true,
    ariaLabel: "Show thumbnails",
    html: icons.thumbnails,
    onInit: (element) => (toggle = element),
    onClick: () => {
      setShown(!shown());
      // The slides' padding depends on the strip (open-viewer.ts): lay them out again.
      pswp.updateSize(true);
    },
  });
  pswp.ui?.registerElement({
    name: "thumbnails",
    order: 10,
    appendTo: "root",
    tagName: "nav",
    onInit: (element) => {
      strip = element;
      element.setAttribute("aria-label", "Thumbnails");
      setShown(false);
    },
  });
  const listeners = createListeners(pswp);
  listeners.on("change", () => shown() && mark());
  return {
    destroy: () => {
      listeners.removeAll();
      delete root.dataset.thumbnails;
    },
  };
}
