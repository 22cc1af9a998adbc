import { useEffect, useState, type RefObject } from "react";

/** The position (in the source) of the grid's tile that has the focus, if any. */
export function useFocusedTile(gridRef: RefObject<HTMLElement>, offset: number): number | undefined {
  const [focused, setFocused] = useState<number>();
  useEffect(() => {
    const grid = gridRef.current!;
    const onFocusIn = (event: FocusEvent) => {
      const tile = (event.target as Element).closest<HTMLElement>(".grid-item[data-index]");
      setFocused(tile ? Number(tile.dataset.index) - 1 - offset : undefined);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!grid.contains(event.relatedTarget as Node | null)) setFocused(undefined);
    };
    grid.addEventListener("focusin", onFocusIn);
    grid.addEventListener("focusout", onFocusOut);
    return () => {
      grid.removeEventListener("focusin", onFocusIn);
      grid.removeEventListener("focusout", onFocusOut);
    };
  }, [gridRef, offset]);
  return focused;
}

/**
 * The window's positions plus the focused tile and its neighbours: it stays drawn however far the
 * page scrolls, so Tab and Shift+Tab go on from it as in a document that held every tile.
 */
export function withFocused(shown: number[], focused: number | undefined, count: number): number[] {
  if (focused === undefined) return shown;
  const pinned = [focused - 1, focused, focused + 1].filter((position) => position >= 0 && position < count && !shown.includes(position));
  return pinned.length ? [...shown, ...pinned].sort((a, b) => a - b) : shown;
}
