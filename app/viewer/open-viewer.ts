import PhotoSwipe from "photoswipe";
import "photoswipe/style.css";
import "./viewer.css";
import { attachAnalytics } from "./analytics";
import { attachCustomContent } from "./content/custom-content";
import { markScrollableText } from "./content/scrollable-text";
import { adoptPagePhoto, pagePhoto } from "./content/page-photo";
import { slideAt } from "./data-source";
import { slidePadding } from "./slide-padding";
import { attachDoubleTap } from "./gestures/double-tap";
import { attachSwipeClose } from "./gestures/swipe-close";
import { attachWheel } from "./gestures/wheel";
import { trackState } from "./state";
import { whenOpen, type ViewerContext } from "./types";
import type { Module } from "./module";
import type { SiteStrings } from "../lib/i18n/messages";
import { createTranslator } from "../lib/i18n/translator";
import { registerCaption } from "./ui/caption";
import { trapDialogFocus } from "./ui/dialog-focus";
import { registerDetails } from "./ui/details";
import { registerDownload } from "./ui/download";
import { registerFullscreen } from "./ui/fullscreen";
import { registerShare } from "./ui/share";
import { registerSlideshow } from "./ui/slideshow";
import { registerThumbnails } from "./ui/thumbnails";
import { registerProofing } from "./ui/proofing";
import type { ProofingClient } from "../lib/proofing/proofing-client";

export type ViewerOptions = Omit<ViewerContext, "pswp" | "report" | "moved" | "t"> & {
  /** The page's strings (the root loader's): the viewer makes its translator from them. */
  strings: SiteStrings;
  /** A share link holder's selection, when the album takes picks from them: the viewer's hearts and P key. */
  proofing?: ProofingClient;
  /** Zero-based slide to open at. */
  index: number;
  /** Zoom in from the tile (a click). A page opened on a slide (a deep link, Forward) shows it at once: nothing on screen to zoom from. */
  animate: boolean;
  onChange: (index: number) => void;
  /** Closing has begun (history is updated here). */
  onClose: (index: number) => void;
  /** The viewer is gone (focus moves back to the page here, when PhotoSwipe no longer traps it). */
  onClosed: (index: number) => void;
};

export type ViewerController = { goTo: (index: number) => void; close: () => void; destroy: () => void };

const gridImage = (index: number) => document.querySelector<HTMLImageElement>(`.grid-item[data-index="${index + 1}"] img:not([src^="data:"])`);

/** Opens the gallery viewer: PhotoSwipe for gestures, zoom and animation, the rest as modules. */
export function openViewer(options: ViewerOptions): ViewerController {
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const openAnimated = options.animate && !reducedMotion;
  const t = createTranslator(options.strings.language, options.strings.messages);
  const pswp = new PhotoSwipe({
    // PhotoSwipe asks for each slide by index (the itemData filter below): a long album is never listed whole.
    dataSource: { length: options.source.count } as unknown as [],
    index: options.index,
    appendToEl: options.root,
    mainClass: "vt-viewer",
    bgOpacity: 1,
    showHideAnimationType: openAnimated ? "zoom" : "none",
    zoomAnimationDuration: reducedMotion ? 0 : 333,
    imageClickAction: "zoom",
    tapAction: "toggle-controls",
    doubleTapAction: false,
    bgClickAction: "close",
    closeOnVerticalDrag: false,
    wheelToZoom: false,
    counter: false,
    preload: [1, 2],
    trapFocus: true,
    returnFocus: false,
    errorMsg: t("viewer.errorTitle"),
    closeTitle: t("viewer.close"),
    zoomTitle: t("viewer.zoom"),
    arrowPrevTitle: t("viewer.previous"),
    arrowNextTitle: t("viewer.next"),
    paddingFn: (viewport) => slidePadding(options.root, viewport),
  });
  // Closing zooms back to the tile even when opening showed the slide at once.
  if (!reducedMotion) pswp.on("openingAnimationEnd", () => (pswp.options.showHideAnimationType = "zoom"));
  const analytics = attachAnalytics({ pswp, source: options.source, gallery: options.gallery, openedVia: options.animate ? "click" : "deep_link" });
  const context: ViewerContext = { ...options, t, pswp, report: analytics.report, moved: analytics.moved };
  pswp.addFilter("itemData", (_data, index) => slideAt(options.source, index, options.assetBase));
  // The grid's own picture is where the opening zoom starts and what shows while the full one loads.
  // PhotoSwipe accepts no thumbnail (it then fades), though its type says otherwise.
  pswp.addFilter("thumbEl", (element, _data, index) => (gridImage(index) ?? element) as HTMLElement);
  // The photo page's picture while it is still loading; once loaded, its slide adopts it (page-photo.ts).
  pswp.addFilter("placeholderSrc", (src, content) => pagePhoto(content.index)?.currentSrc || gridImage(content.index)?.currentSrc || src);

  const modules: Module[] = [
    analytics,
    // After the itemData filter above: it amends the slide that filter makes.
    adoptPagePhoto(pswp, options.index),
    trackState(context),
    attachCustomContent(context),
    markScrollableText(context),
    attachDoubleTap(context),
    attachSwipeClose(context),
    attachWheel(context),
    trapDialogFocus(context),
  ];
  pswp.on("uiRegister", () => {
    modules.push(
      registerCaption(context),
      registerThumbnails(context),
      registerSlideshow(context),
      registerDownload(context),
      registerDetails(context),
      registerFullscreen(context),
      registerShare(context),
      ...(options.proofing ? [registerProofing(context, options.proofing)] : []),
    );
  });
  pswp.on("afterInit", () => {
    pswp.element?.setAttribute("aria-modal", "true");
    pswp.element?.setAttribute("aria-label", t("viewer.label"));
  });
  pswp.on("change", () => options.onChange(pswp.currIndex));
  pswp.on("close", () => options.onClose(pswp.currIndex));
  // The one place modules are destroyed: last made, first gone (state's "closed" is the last word).
  pswp.on("destroy", () => {
    for (const module of modules.reverse()) module.destroy();
    options.onClosed(pswp.currIndex);
  });
  pswp.init();

  return {
    goTo: (index) =>
      whenOpen(pswp, () => {
        if (index === pswp.currIndex) return;
        // The address named another slide while the viewer was open (typed, or a link within the page).
        context.moved("deep_link");
        pswp.goTo(index);
      }),
    close: () => pswp.close(),
    destroy: () => pswp.destroy(),
  };
}
