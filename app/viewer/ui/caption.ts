import { currentItem, type Module, type ViewerContext } from "../types";

/** Title and caption under the slide, and a slide counter; both are read out as they change. */
export function registerCaption(context: ViewerContext): Module {
  const { pswp, items } = context;
  pswp.ui?.registerElement({
    name: "live-counter",
    order: 5,
    appendTo: "bar",
    onInit: (element) => {
      element.setAttribute("aria-live", "polite");
      element.setAttribute("aria-atomic", "true");
      const update = () => (element.textContent = `${pswp.currIndex + 1} / ${items.length}`);
      pswp.on("change", update);
      update();
    },
  });
  pswp.ui?.registerElement({
    name: "caption",
    order: 9,
    appendTo: "root",
    onInit: (element) => {
      element.setAttribute("aria-live", "polite");
      const update = () => {
        const item = currentItem(context);
        element.replaceChildren();
        if (!item) return;
        const title = document.createElement("strong");
        title.textContent = item.title;
        element.append(title);
        if (item.caption) {
          const caption = document.createElement("span");
          caption.textContent = item.caption;
          element.append(caption);
        }
      };
      pswp.on("change", update);
      update();
    },
  });
  return {};
}
