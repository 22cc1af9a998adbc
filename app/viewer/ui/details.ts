import { detailRows } from "../../lib/browse/detail-rows";
import { createListeners } from "../listeners";
import { currentItem, type ViewerContext } from "../types";
import type { Module } from "../module";
import { icons } from "./icons";

/**
 * The photo's details (camera, lens, exposure, date taken, size) in a panel a button shows or
 * hides. Whether it shows is kept from slide to slide while the viewer is open; slides without
 * details (videos, albums whose owner turned them off) have no button.
 */
export function registerDetails(context: ViewerContext): Module {
  const { pswp, t } = context;
  const listeners = createListeners(pswp);
  let wanted = false;
  let toggle: HTMLElement | undefined;
  let panel: HTMLElement | undefined;

  const render = () => {
    const current = currentItem(context);
    const item = current?.type === "image" ? current : undefined;
    const details = item?.details;
    if (toggle) {
      toggle.hidden = !details;
      toggle.setAttribute("aria-expanded", String(wanted && !!details));
    }
    if (!panel) return;
    panel.hidden = !(wanted && details);
    // Written only when shown: a photo page opens the viewer as it loads, and the rows' number and
    // date formatters were most of that task on a phone.
    if (!details || !item || !wanted) return panel.replaceChildren();
    const list = document.createElement("dl");
    for (const row of detailRows(t, details, item, item)) {
      const term = document.createElement("dt");
      term.textContent = row.label;
      const value = document.createElement("dd");
      value.dataset.detail = row.key;
      if (!row.links) value.textContent = row.value;
      for (const [i, link] of (row.links ?? []).entries()) {
        if (i > 0) value.append(", ");
        value.append(Object.assign(document.createElement("a"), { href: link.href, textContent: link.text }));
      }
      list.append(term, value);
    }
    panel.replaceChildren(list);
  };

  pswp.ui?.registerElement({
    name: "details",
    order: 8.5,
    isButton: true,
    ariaLabel: t("details.label"),
    html: icons.details,
    onInit: (element) => {
      toggle = element;
      element.setAttribute("aria-controls", "vt-details");
      render();
    },
    onClick: () => {
      wanted = !wanted;
      render();
    },
  });
  pswp.ui?.registerElement({
    name: "details-panel",
    order: 12,
    appendTo: "root",
    onInit: (element) => {
      panel = element;
      element.id = "vt-details";
      element.setAttribute("role", "region");
      element.setAttribute("aria-label", t("details.label"));
      render();
    },
  });
  listeners.on("change", render);
  return { destroy: listeners.removeAll };
}
