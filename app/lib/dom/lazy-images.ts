import { thumbHashToDataURL } from "thumbhash";
import { thumbHashBytes } from "../placeholder";

/** Images come in when they are this close to the viewport (the spec's lazy-loading threshold). */
export const lazyThreshold = 500;

/**
 * Loads `img.lazy` elements when they come within 500 px of the viewport: data-srcset and
 * data-src (on the img and its <picture> sources) become real. An IntersectionObserver does the
 * watching, so no scroll handler (and no throttling) is needed.
 */
export function createLazyImages(root: ParentNode = document) {
  const reveal = (img: HTMLImageElement) => {
    const placeholder = img.dataset.placeholder;
    if (placeholder) {
      try {
        img.style.backgroundImage = `url(${thumbHashToDataURL(thumbHashBytes(placeholder))})`;
      } catch {
        // A bad placeholder only means the plain colour stays.
      }
    }
    img.addEventListener("load", () => img.classList.add("is-loaded"), { once: true });
    for (const source of img.parentElement?.querySelectorAll<HTMLSourceElement>("source[data-srcset]") ?? []) {
      source.srcset = source.dataset.srcset!;
      source.removeAttribute("data-srcset");
    }
    if (img.dataset.srcset) img.srcset = img.dataset.srcset;
    if (img.dataset.src) img.src = img.dataset.src;
    img.removeAttribute("data-srcset");
    img.removeAttribute("data-src");
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        reveal(entry.target as HTMLImageElement);
      }
    },
    { rootMargin: `${lazyThreshold}px 0px` },
  );
  root.querySelectorAll<HTMLImageElement>("img.lazy[data-src]").forEach((img) => observer.observe(img));
  return { destroy: () => observer.disconnect() };
}
