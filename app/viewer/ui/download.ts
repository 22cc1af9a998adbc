import { createListeners } from "../listeners";
import { currentItem, type ViewerContext } from "../types";
import type { Module } from "../module";
import { icons } from "./icons";

/** A file name's extension, lower case ("" when it has none). */
const extensionOf = (name: string) => /\.([a-z0-9]{1,10})$/i.exec(name)?.[1]?.toLowerCase() ?? "";

/**
 * A download button for the original, shown on slides whose owner allows it (or, through a share
 * link offering web-sized downloads, for the largest web-sized picture). Neither address ends in
 * one of the tracker's download extensions, so its link watcher cannot see a download: it reports one itself.
 */
export function registerDownload(context: ViewerContext): Module {
  const { pswp, report, t } = context;
  const listeners = createListeners(pswp);
  pswp.ui?.registerElement({
    name: "download",
    order: 8,
    isButton: true,
    tagName: "a",
    ariaLabel: t("viewer.download"),
    html: icons.download,
    onInit: (element) => {
      const update = () => {
        const item = currentItem(context);
        const original = item?.type === "image" ? item.original : undefined;
        element.hidden = !original;
        if (original) {
          element.setAttribute("href", original.href);
          element.setAttribute("download", original.name);
        } else {
          element.removeAttribute("href");
        }
      };
      listeners.on("change", update);
      listeners.listen(element, "click", () => {
        const item = currentItem(context);
        const original = item?.type === "image" ? item.original : undefined;
        if (!original) return;
        const url = new URL(original.href, window.location.href);
        report("file_download", { file_name: original.name, file_extension: extensionOf(original.name), link_url: url.href, link_domain: url.hostname });
      });
      update();
    },
  });
  return { destroy: listeners.removeAll };
}
