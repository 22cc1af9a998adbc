import { useEffect } from "react";
import { createEqualHeights } from "./equal-heights";

/** Gives `.eqh` elements that share a row the height of the tallest, again whenever `key` changes. */
export function useEqualHeights(key: unknown) {
  useEffect(() => {
    const heights = createEqualHeights(document);
    return () => heights.destroy();
  }, [key]);
}
