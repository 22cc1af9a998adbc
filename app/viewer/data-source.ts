import type { SlideData } from "photoswipe";
import { pictureUrls, type ItemManifest } from "../lib/content/manifest";

export type VitrineSlide = SlideData & { item: ItemManifest };

/** Smallest entry of a srcset: the placeholder while the full picture loads. */
function smallest(srcset: string): string | undefined {
  return srcset.split(", ")[0]?.split(" ")[0];
}

/** Album items as PhotoSwipe slides. Images use WebP (every current browser's <img> reads it). */
export function toSlides(items: ItemManifest[]): VitrineSlide[] {
  return items.map((item) => {
    if (item.type === "image") {
      const { src, srcset } = pictureUrls(item);
      return { type: "image", item, src, srcset: srcset.webp, msrc: smallest(srcset.webp), width: item.width, height: item.height, alt: item.alt };
    }
    return { type: item.type, item, width: item.width, height: item.height };
  });
}
