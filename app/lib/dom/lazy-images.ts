import { createTaskQueue } from "./task-queue";
import { showThumbHashUntilLoaded } from "./thumbhash-placeholder";

/** Images come in when they are this close to the viewport (the spec's lazy-loading threshold). */
export const lazyThreshold = 500;

/** Pictures already brought in on this page: a tile drawn again (a re-layout) shows them at once. */
const revealed = new Set<string>();

export const wasRevealed = (src: string) => revealed.has(src);

/** Records a picture the page loaded by other means (an eager one). */
export const markRevealed = (src: string) => void revealed.add(src);

/**
 * Loads `img.lazy` elements when they come within 500 px of the viewport: data-srcset and
 * data-src (on the img and its <picture> sources) become real. An IntersectionObserver does the
 * watching, so no scroll handler (and no throttling) is needed.
 */
export function createLazyImages(root: ParentNode = document) {
  const reveal = (img: HTMLImageElement) => {
    for (const source of img.parentElement?.querySelectorAll<HTMLSourceElement>("source[data-srcset]") ?? []) {
      source.srcset = source.dataset.srcset!;
      source.removeAttribute("data-srcset");
    }
    if (img.dataset.srcset) img.srcset = img.dataset.srcset;
    if (img.dataset.src) {
      img.src = img.dataset.src;
      revealed.add(img.dataset.src);
    }
    img.removeAttribute("data-srcset");
    img.removeAttribute("data-src");
    showThumbHashUntilLoaded(img, img.dataset.placeholder ?? "");
  };
  // Each picture revealed starts its fetches and paints its ThumbHash (a few milliseconds on a
  // phone): a screenful at once was one long task, so they go one a task, in page order.
  const queue = createTaskQueue();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        queue.add(() => reveal(entry.target as HTMLImageElement));
      }
    },
    { rootMargin: `${lazyThreshold}px 0px` },
  );
  // A windowed grid draws tiles as the visitor scrolls: scan() picks up the new ones (observing twice is a no-op).
  const scan = () => root.querySelectorAll<HTMLImageElement>("img.lazy[data-src]").forEach((img) => observer.observe(img));
  scan();
  return {
    scan,
    destroy: () => {
      observer.disconnect();
      queue.destroy();
    },
  };
}
