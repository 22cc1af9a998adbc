import type { ItemManifest } from "../../lib/content/manifest";
import { photoPath } from "../../lib/content/manifest";

/**
 * A photo page's viewer moved on: the address, the title and the canonical link follow the slide
 * (browsers share those), as a hash would, without a navigation: no loader, no page view per slide.
 * The router keeps the page it loaded; closing navigates to the album.
 */
export function followPhoto(gallery: string, item: ItemManifest | undefined, n: number): void {
  const address = photoPath(gallery, n);
  window.history.replaceState(window.history.state, "", address);
  // The canonical link keeps its origin (the owner's baseUrl where set), or stays relative.
  const canonical = document.querySelector('link[rel="canonical"]');
  const base = canonical?.getAttribute("href") ?? "";
  canonical?.setAttribute("href", /^https?:/.test(base) ? new URL(address, base).href : address);
  const separator = document.title.lastIndexOf(" · ");
  if (item && separator >= 0) document.title = item.title + document.title.slice(separator);
}
