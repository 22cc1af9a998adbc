import { pictureUrls } from "../../lib/content/manifest";
import { createListeners } from "../listeners";
import type { ViewerContext } from "../types";
import type { Module } from "../module";
import { icons } from "./icons";

/** Thumbnails drawn either side of the current slide: a 10,000-item album's strip stays a few dozen buttons. */
const reach = 40;

/** A toggleable strip of the album's thumbnails; the current one is marked; a click goes there. */
export function registerThumbnails({ pswp, root, source, moved, t, assetBase }: ViewerContext): Module {
  let strip: HTMLElement | undefined;
  let toggle: HTMLElement | undefined;
  let drawn = { from: 0, to: 0, missing: false };
  const shown = () => root.dataset.thumbnails === "shown";
  const thumb = (i: number) => {
    const item = source.peek(i);
    const button = document.createElement("button");
    button.type = "button";
    button.className = "vt-thumb";
    button.dataset.index = String(i);
    button.setAttribute("aria-label", `${i + 1}: ${item?.title ?? ""}`);
    const picture = item?.type === "image" ? item : item && "poster" in item ? item.poster : undefined;
    if (picture) {
      const img = document.createElement("img");
      img.src = pictureUrls(picture, assetBase).srcset.webp.split(" ")[0]!;
      img.alt = "";
      img.loading = "lazy";
      img.decoding = "async";
      button.append(img);
    } else {
      button.textContent = item ? item.title.slice(0, 1) : String(i + 1);
    }
    button.addEventListener("click", () => {
      moved("thumbnail");
      pswp.goTo(i);
    });
    return button;
  };
  // Drawn when first shown (a long album pays nothing until then), again when the current slide
  // nears the drawn stretch's end or items it lacked have arrived.
  const draw = (force = false) => {
    const current = pswp.currIndex;
    const from = Math.max(0, current - reach);
    const to = Math.min(source.count, current + reach + 1);
    const roomBefore = drawn.from === 0 || current - drawn.from >= reach / 2;
    const roomAfter = drawn.to === source.count || drawn.to - current > reach / 2;
    if (!strip || (drawn.to > drawn.from && roomBefore && roomAfter && !force)) return;
    source.ensure(from, to);
    const buttons = [];
    let missing = false;
    for (let i = from; i < to; i++) {
      buttons.push(thumb(i));
      missing ||= !source.peek(i);
    }
    strip.replaceChildren(...buttons);
    drawn = { from, to, missing };
  };
  const mark = () => {
    draw();
    strip?.querySelectorAll<HTMLElement>("button").forEach((button) => {
      const current = Number(button.dataset.index) === pswp.currIndex;
      button.classList.toggle("is-current", current);
      if (current) button.setAttribute("aria-current", "true");
      else button.removeAttribute("aria-current");
    });
    strip?.querySelector<HTMLElement>(".is-current")?.scrollIntoView({ block: "nearest", inline: "center" });
  };
  const unsubscribe = source.subscribe(() => {
    if (shown() && drawn.missing) {
      draw(true);
      mark();
    }
  });
  const setShown = (value: boolean) => {
    root.dataset.thumbnails = value ? "shown" : "hidden";
    toggle?.setAttribute("aria-pressed", String(value));
    if (strip) strip.hidden = !value;
    if (value) mark();
  };

  pswp.ui?.registerElement({
    name: "thumbnails-toggle",
    order: 6,
    isButton: true,
    ariaLabel: t("viewer.thumbnails"),
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
      element.setAttribute("aria-label", t("viewer.thumbnailsPanel"));
      setShown(false);
    },
  });
  const listeners = createListeners(pswp);
  listeners.on("change", () => shown() && mark());
  return {
    destroy: () => {
      listeners.removeAll();
      unsubscribe();
      delete root.dataset.thumbnails;
    },
  };
}
