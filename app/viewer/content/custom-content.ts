import type PhotoSwipe from "photoswipe";
import type { SlideData } from "photoswipe";
import { pictureUrls, type ItemManifest } from "../../lib/content/manifest";
import type { VitrineSlide } from "../data-source";
import { createListeners } from "../listeners";
import type { ViewerContext } from "../types";
import type { Module } from "../module";
import { slidePadding } from "../slide-padding";
import { errorSlide } from "./error-slide";
import { loadProviderScript } from "./provider-script";
import { embedFrame, posterImage } from "./video-embed";

const textSlide = (html?: string) => {
  const element = document.createElement("div");
  element.className = "pswp__content vt-text";
  const inner = document.createElement("div");
  inner.className = "vt-text__inner";
  if (html !== undefined) inner.innerHTML = html;
  element.append(inner);
  return { element, inner };
};

type Content = NonNullable<PhotoSwipe["currSlide"]>["content"];

/** Builds a slide's element for each non-image type; image slides stay PhotoSwipe's own. */
function load(content: Content, item: ItemManifest, signal: AbortSignal, assetBase: string): void {
  content.state = "loading";
  switch (item.type) {
    case "video": {
      const element = document.createElement("div");
      element.className = "pswp__content vt-video";
      const video = document.createElement("video");
      video.controls = true;
      video.playsInline = true;
      video.preload = "metadata";
      video.title = item.title;
      if (item.poster) video.poster = pictureUrls(item.poster, assetBase).src;
      for (const { src, type } of item.sources) {
        const source = document.createElement("source");
        source.src = src;
        source.type = type;
        video.append(source);
      }
      // Each source the browser passes over (a codec it lacks, a fallback not made yet) fires its error: only the last one's means none plays.
      video.lastElementChild?.addEventListener("error", () => content.onError());
      element.append(video);
      content.element = element;
      content.onLoaded();
      return;
    }
    case "youtube":
    case "vimeo": {
      const element = document.createElement("div");
      element.className = "pswp__content vt-embed";
      element.append(posterImage(item, assetBase));
      content.element = element;
      content.onLoaded();
      return;
    }
    case "inline": {
      // The server sanitised this HTML (formatting and links only), as it does an ajax slide's.
      const { element } = textSlide(item.html);
      content.element = element;
      content.onLoaded();
      return;
    }
    case "ajax": {
      const { element, inner } = textSlide();
      content.element = element;
      fetch(item.src, { headers: { Accept: "application/json" }, signal })
        .then(async (response) => {
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          const body = (await response.json()) as { html?: unknown };
          if (typeof body.html !== "string") throw new Error("no html");
          // The server sanitised this HTML (formatting and links only).
          inner.innerHTML = body.html;
          content.onLoaded();
        })
        .catch(() => {
          // Aborted: the viewer is gone, and its slide with it.
          if (!signal.aborted) content.onError();
        });
      return;
    }
    default:
      content.onError();
  }
}

/** Non-image slides, embedded players created only while their slide is current, and the error slide. */
export function attachCustomContent(context: ViewerContext): Module {
  const { pswp, source } = context;
  const listeners = createListeners(pswp);
  const requests = new AbortController();
  const errorElement = (_element: HTMLElement, content: Content) => errorSlide(context, content.index);
  pswp.addFilter("contentErrorElement", errorElement);
  // A text slide takes the shape of the room slides have, not its tile's: its card may then grow as
  // wide and tall as the screen allows (on a phone a tile-shaped slide left a long text in a short box).
  const screenShaped = (data: SlideData) => {
    const type = (data as VitrineSlide).item?.type;
    if (type !== "inline" && type !== "ajax") return data;
    const viewport = { x: window.innerWidth, y: window.innerHeight };
    const padding = slidePadding(context.root, viewport);
    return { ...data, width: viewport.x - padding.left - padding.right, height: viewport.y - padding.top - padding.bottom };
  };
  pswp.addFilter("itemData", screenShaped);
  listeners.on("contentLoad", (event) => {
    const data = event.content.data as VitrineSlide;
    if (data.type === "image") return;
    event.preventDefault();
    if (data.item) return load(event.content, data.item, requests.signal, context.assetBase);
    // An item of an album page not fetched yet: a loading slide of its size, then the slide itself.
    const { index } = event.content;
    event.content.state = "loading";
    void source.load(index).then((item) => {
      if (requests.signal.aborted) return;
      if (item) pswp.refreshSlideContent(index);
      else event.content.onError();
    });
  });
  listeners.on("contentActivate", ({ content }) => {
    const item = (content.data as VitrineSlide).item;
    if ((item?.type === "youtube" || item?.type === "vimeo") && content.element) {
      content.element.replaceChildren(embedFrame(item));
      // The provider's player API (for video analytics) only where a video is shown among several items.
      if (source.count > 1) void loadProviderScript(item.type);
    }
  });
  listeners.on("contentDeactivate", ({ content }) => {
    const item = (content.data as VitrineSlide).item;
    if ((item?.type === "youtube" || item?.type === "vimeo") && content.element) content.element.replaceChildren(posterImage(item, context.assetBase));
    content.element?.querySelector("video")?.pause();
  });
  return {
    destroy: () => {
      listeners.removeAll();
      pswp.removeFilter("contentErrorElement", errorElement);
      pswp.removeFilter("itemData", screenShaped);
      requests.abort();
    },
  };
}
