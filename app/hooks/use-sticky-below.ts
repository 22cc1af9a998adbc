import { useEffect, type RefObject } from "react";
import { createSticky } from "../lib/dom/sticky";

/**
 * Makes an element sticky right under the sticky header (its top spacing is the header's height,
 * followed as the header wraps or unwraps), with the same `is-sticky` class while it is stuck.
 */
export function useStickyBelow(elementRef: RefObject<HTMLElement>, headerSelector: string) {
  useEffect(() => {
    const element = elementRef.current;
    const header = document.querySelector<HTMLElement>(headerSelector);
    if (!element || !header) return;
    let sticky = createSticky(element, { topSpacing: header.offsetHeight });
    const observer = new ResizeObserver(() => {
      sticky.destroy();
      sticky = createSticky(element, { topSpacing: header.offsetHeight });
    });
    observer.observe(header);
    return () => {
      observer.disconnect();
      sticky.destroy();
    };
  }, [elementRef, headerSelector]);
}
