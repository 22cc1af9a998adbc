import { pictureUrls } from "../../lib/content/manifest";
import { createListeners } from "../listeners";
import { currentItem, type ShareNetwork, type ViewerContext } from "../types";
import type { Module } from "../module";
import { createCopyLink } from "./copy-link";
import { icons } from "./icons";
import type { Translate } from "../../lib/i18n/translator";

/** The spec's share popup size. */
export const sharePopup = { width: 550, height: 450 };

/** The networks' own names; e-mail and copy-link are words of the site's language. */
const labels = (t: Translate): Record<ShareNetwork, string> => ({
  facebook: "Facebook",
  x: "X",
  pinterest: "Pinterest",
  email: t("viewer.email"),
  copy: t("viewer.copyLink"),
});

/** The share page of each network for a photo page (and, for Pinterest, the picture). */
export function shareUrl(network: Exclude<ShareNetwork, "copy">, link: string, title: string, image?: string): string {
  const u = encodeURIComponent(link);
  const t = encodeURIComponent(title);
  switch (network) {
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case "x":
      return `https://x.com/intent/tweet?url=${u}&text=${t}`;
    case "pinterest":
      return `https://www.pinterest.com/pin/create/button/?url=${u}&description=${t}${image ? `&media=${encodeURIComponent(image)}` : ""}`;
    case "email":
      return `mailto:?subject=${t}&body=${u}`;
  }
}

/** Share buttons for the current slide's own page; social networks open in a 550x450 popup. */
export function registerShare(context: ViewerContext): Module {
  const { pswp, root, origin, share, report, t } = context;
  const names = labels(t);
  if (share.length === 0) return { destroy: () => undefined };
  let panel: HTMLElement | undefined;
  let toggle: HTMLElement | undefined;
  let copyLink: ReturnType<typeof createCopyLink> | undefined;
  let email: HTMLAnchorElement | undefined;
  // The item's own page, whose share card is the photo itself (the hash would never reach the network).
  const link = () => new URL(currentItem(context)?.page ?? window.location.pathname, origin ?? window.location.origin).href;
  const title = () => currentItem(context)?.title ?? document.title;
  const setOpen = (open: boolean) => {
    if (panel) panel.hidden = !open;
    toggle?.setAttribute("aria-expanded", String(open));
    // E-mail is a plain mailto: link (the visitor's mail program opens), written for the slide shown.
    if (open) email?.setAttribute("href", shareUrl("email", link(), title()));
    else copyLink?.reset();
  };
  const shared = (method: ShareNetwork) => report("share", { method, content_type: "photo" });
  const openPopup = (network: Exclude<ShareNetwork, "copy" | "email">) => {
    const item = currentItem(context);
    shared(network);
    setOpen(false);
    const image = item?.type === "image" ? new URL(pictureUrls(item, context.assetBase).src, window.location.origin).href : undefined;
    const url = shareUrl(network, link(), title(), image);
    window.open(url, "vitrine-share", `popup,width=${sharePopup.width},height=${sharePopup.height},noopener,noreferrer`);
  };
  const control = (network: ShareNetwork) => {
    const element = document.createElement(network === "email" ? "a" : "button");
    element.className = `vt-share vt-share--${network}`;
    element.textContent = names[network];
    if (element instanceof HTMLAnchorElement) email = element;
    else element.type = "button";
    if (network === "email") element.addEventListener("click", () => shared("email"));
    if (network === "copy")
      element.addEventListener("click", () => {
        shared("copy");
        copyLink?.copy(link());
      });
    else if (network !== "email") element.addEventListener("click", () => openPopup(network));
    return element;
  };
  pswp.ui?.registerElement({
    name: "share",
    order: 9,
    isButton: true,
    ariaLabel: t("viewer.share"),
    html: icons.share,
    onInit: (element) => {
      toggle = element;
      element.setAttribute("aria-haspopup", "true");
      element.setAttribute("aria-expanded", "false");
    },
    onClick: () => setOpen(panel?.hidden ?? false),
  });
  pswp.ui?.registerElement({
    name: "share-panel",
    order: 11,
    appendTo: "root",
    onInit: (element) => {
      panel = element;
      element.setAttribute("role", "group");
      element.setAttribute("aria-label", t("viewer.sharePanel"));
      element.append(...share.map(control));
      if (share.includes("copy")) copyLink = createCopyLink(element, t);
      setOpen(false);
    },
  });
  const listeners = createListeners(pswp);
  listeners.on("change", () => setOpen(false));
  root.dataset.share = "ready";
  return {
    destroy: () => {
      listeners.removeAll();
      copyLink?.destroy();
      delete root.dataset.share;
    },
  };
}
