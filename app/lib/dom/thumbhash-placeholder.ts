import { thumbHashToDataURL } from "thumbhash";
import { thumbHashBytes } from "../core/placeholder";

/**
 * Paints the blurred ThumbHash behind an image still on its way (the server drew only its average
 * colour), and takes every placeholder away once the image is decoded, so transparent pictures
 * never show it through.
 */
export function showThumbHashUntilLoaded(img: HTMLImageElement, thumbhash: string) {
  const clear = () => {
    img.style.backgroundImage = "";
    img.style.backgroundColor = "";
    img.classList.add("is-loaded");
  };
  // A lazy image's blank stand-in pixel (a data: address) counts as loaded, but is not the picture.
  if (img.complete && img.naturalWidth > 0 && !img.currentSrc.startsWith("data:")) {
    clear();
    return { destroy() {} };
  }
  try {
    img.style.backgroundImage = `url(${thumbHashToDataURL(thumbHashBytes(thumbhash))})`;
  } catch {
    // A bad placeholder only means the plain colour stays.
  }
  img.addEventListener("load", clear, { once: true });
  return { destroy: () => img.removeEventListener("load", clear) };
}
