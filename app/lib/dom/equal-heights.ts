import { debounce } from "./debounce";

/**
 * One pass: elements that share a row get the height of the tallest. Self-contained (no imports,
 * no closure), because its source also runs as an inline script before the first paint.
 */
export function equalizeRows(root: ParentNode, selector: string): void {
  const elements = [...root.querySelectorAll<HTMLElement>(selector)];
  for (const element of elements) element.style.minHeight = "";
  const rows = new Map<number, HTMLElement[]>();
  for (const element of elements) {
    const top = Math.round(element.getBoundingClientRect().top + window.scrollY);
    rows.set(top, [...(rows.get(top) ?? []), element]);
  }
  for (const row of rows.values()) {
    if (row.length < 2) continue;
    const tallest = Math.max(...row.map((element) => element.getBoundingClientRect().height));
    for (const element of row) element.style.minHeight = `${tallest}px`;
  }
}

/** Elements of class `eqh` that share a row get the height of the tallest, on load and on resize. */
export function createEqualHeights(root: ParentNode = document, selector = ".eqh") {
  const apply = () => equalizeRows(root, selector);
  const onResize = debounce(apply, 100);
  apply();
  window.addEventListener("load", apply);
  window.addEventListener("resize", onResize);
  return {
    destroy() {
      onResize.cancel();
      window.removeEventListener("load", apply);
      window.removeEventListener("resize", onResize);
    },
  };
}
