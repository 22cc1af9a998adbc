import { pictureUrls } from "../../lib/content/manifest";
import { hashFor } from "../../lib/viewer/deep-link";
import { currentItem, type Module, type ShareNetwork, type ViewerContext } from "../types";
import { icons } from "./icons";

/** The spec's share popup size. */
export const sharePopup = { width: 550, height: 450 };

const labels: Record<ShareNetwork, string> = { facebook: "Facebook", x: "X", pinterest: "Pinterest", email: "E-mail", copy: "Copy link" };

/** The share page of each network for a deep link (and, for Pinterest, the picture). */
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

/** Share buttons for the current slide's deep link; social networks open in a 550x450 popup. */
export function registerShare(context: ViewerContext): Module {
  const { pswp, root, gallery, pageUrl, share } = context;
  if (share.length === 0) return {};
  let panel: HTMLElement | undefined;
  let toggle: HTMLElement | undefined;
  const link = () => `${pageUrl}${hashFor(gallery, pswp.currIndex + 1)}`;
  const setOpen = (open: boolean) => {
    if (panel) panel.hidden = !open;
    toggle?.setAttribute("aria-expanded", String(open));
  };
  const act = (network: ShareNetwork, button: HTMLElement) => {
    const item = currentItem(context);
    const title = item?.title ?? document.title;
    if (network === "copy") {
      void navigator.clipboard?.writeText(link()).then(
        () => (button.textContent = "Link copied"),
        () => (button.textContent = "Copy failed"),
      );
      return;
    }
    setOpen(false);
    const image = item?.type === "image" ? new URL(pictureUrls(item).src, window.location.origin).href : undefined;
    const url = shareUrl(network, link(), title, image);
    if (network === "email") window.location.href = url;
    else window.open(url, "vitrine-share", `popup,width=${sharePopup.width},height=${sharePopup.height},noopener,noreferrer`);
  };
  pswp.ui?.registerElement({
    name: "share",
    order: 9,
    isButton: true,
    ariaLabel: "Share",
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
      element.setAttribute("aria-label", "Share this picture");
      for (const network of share) {
        const button = document.createElement("button");
        button.type = "button";
        button.className = `vt-share vt-share--${network}`;
        button.textContent = labels[network];
        button.addEventListener("click", () => act(network, button));
        element.append(button);
      }
      setOpen(false);
    },
  });
  pswp.on("change", () => setOpen(false));
  root.dataset.share = "ready";
  return {};
}
