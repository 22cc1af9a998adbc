import { createListeners } from "../listeners";
import { currentItem, type Module, type ViewerContext } from "../types";
import { icons } from "./icons";

/** A download button for the original, shown on slides whose owner allows it. */
export function registerDownload(context: ViewerContext): Module {
  const { pswp } = context;
  const listeners = createListeners(pswp);
  pswp.ui?.registerElement({
    name: "download",
    order: 8,
    isButton: true,
    tagName: "a",
    ariaLabel: "Download the original",
    html: icons.download,
    onInit: (element) => {
      const update = () => {
        const item = currentItem(context);
        const original = item?.type === "image" ? item.original : undefined;
        element.hidden = !original;
        if (original) {
          element.setAttribute("href", original);
          element.setAttribute("download", "");
        } else {
          element.removeAttribute("href");
        }
      };
      listeners.on("change", update);
      update();
    },
  });
  return { destroy: listeners.removeAll };
}
