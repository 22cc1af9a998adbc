import { fallbackJpegWidth, type ItemManifest, type PictureManifest } from "./manifest";
import { derivativePath } from "../images/plan";
import type { PageSeo } from "../core/seo";

/** The picture that stands for an item: the image itself, or a video's poster. */
export function itemPicture(item: ItemManifest): PictureManifest | undefined {
  if (item.type === "image") return item;
  return "poster" in item ? item.poster : undefined;
}

/** The share card's picture: the JPEG a page would load (pictureUrls' src, near 1280 px) under the visit's picture origin, with its real size. */
export function shareImage(picture: Pick<PictureManifest, "address" | "width" | "height">, base: string): NonNullable<PageSeo["image"]> {
  const width = fallbackJpegWidth(picture.width);
  return { src: derivativePath(picture.address, width, "jpg", base), width, height: Math.round((picture.height * width) / picture.width) };
}
