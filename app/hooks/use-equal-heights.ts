import { useEffect, type RefObject } from "react";
import { createEqualHeights } from "../lib/dom/equal-heights";

/** Gives the `.eqh` elements inside `root` that share a row the height of the tallest, again whenever `key` changes. */
export function useEqualHeights(root: RefObject<HTMLElement>, key: unknown) {
  useEffect(() => {
    const heights = createEqualHeights(root.current!);
    return () => heights.destroy();
  }, [root, key]);
}
