import { pictureUrls, type ItemManifest } from "../../lib/content/manifest";

type EmbedItem = Extract<ItemManifest, { type: "youtube" | "vimeo" }>;

/** Privacy-enhanced players: youtube-nocookie, and Vimeo with do-not-track; both with their message API on (for video analytics). */
export function embedUrl(item: EmbedItem, origin = window.location.origin): string {
  return item.type === "youtube"
    ? `https://www.youtube-nocookie.com/embed/${encodeURIComponent(item.videoId)}?enablejsapi=1&rel=0&origin=${encodeURIComponent(origin)}`
    : `https://player.vimeo.com/video/${encodeURIComponent(item.videoId)}?dnt=1&api=1`;
}

export function embedFrame(item: EmbedItem): HTMLIFrameElement {
  const frame = document.createElement("iframe");
  frame.src = embedUrl(item);
  frame.title = item.title;
  frame.allow = "autoplay; fullscreen; picture-in-picture; encrypted-media";
  frame.referrerPolicy = "strict-origin-when-cross-origin";
  frame.dataset.provider = item.type;
  return frame;
}

/** What an embed slide shows until it is current: its poster (if any) and its title. */
export function posterImage(item: EmbedItem, assetBase: string): HTMLElement {
  const poster = document.createElement("div");
  poster.className = "vt-embed__poster";
  if (item.poster) {
    const img = document.createElement("img");
    img.src = pictureUrls(item.poster, assetBase).src;
    img.alt = "";
    poster.append(img);
  }
  const label = document.createElement("span");
  label.textContent = item.title;
  poster.append(label);
  return poster;
}
