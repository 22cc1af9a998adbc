import { thumbHashToDataURL } from "thumbhash";
import { thumbHashBytes } from "../core/placeholder";
import { createTaskQueue } from "./task-queue";

/**
 * The page's placeholders are painted one a task (about half a millisecond each on a fast core): a
 * search page's or home page's pictures all at once were one long task of hydration on a phone.
 * Made when first needed, in the browser.
 */
let painting: ReturnType<typeof createTaskQueue> | undefined;

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
  let wanted = true;
  (painting ??= createTaskQueue()).add(() => {
    if (!wanted) return;
    try {
      img.style.backgroundImage = `url(${thumbHashToDataURL(thumbHashBytes(thumbhash))})`;
    } catch {
      // A bad placeholder only means the plain colour stays.
    }
  });
  const onLoad = () => {
    wanted = false;
    clear();
  };
  img.addEventListener("load", onLoad, { once: true });
  return {
    destroy: () => {
      wanted = false;
      img.removeEventListener("load", onLoad);
    },
  };
}
