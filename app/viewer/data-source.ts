import type { SlideData } from "photoswipe";
import { pictureUrls, type ItemManifest } from "../lib/content/manifest";
import type { GallerySource } from "../lib/gallery/gallery-source";

/** A slide and the item it shows; no item yet for a slide of an album page still on its way ("pending"). */
export type VitrineSlide = SlideData & { item?: ItemManifest };

/** Smallest entry of a srcset: the placeholder while the full picture loads. */
function smallest(srcset: string): string | undefined {
  return srcset.split(", ")[0]?.split(" ")[0];
}

/** A gallery item as a PhotoSwipe slide, its pictures under `assetBase`. Images use WebP (every current browser's <img> reads it). */
export function toSlide(item: ItemManifest, assetBase: string): VitrineSlide {
  if (item.type === "image") {
    const { src, srcset } = pictureUrls(item, assetBase);
    return { type: "image", item, src, srcset: srcset.webp, msrc: smallest(srcset.webp), width: item.width, height: item.height, alt: item.alt };
  }
  return { type: item.type, item, width: item.width, height: item.height };
}

/** The slide at a position: the item's when it is here, else a pending slide of its planned shape. */
export function slideAt(source: GallerySource, index: number, assetBase: string): VitrineSlide {
  const item = source.peek(index);
  if (item) return toSlide(item, assetBase);
  const ratio = source.ratios()[index] ?? 0.75;
  return { type: "pending", width: 1200, height: Math.round(1200 * ratio) };
}
