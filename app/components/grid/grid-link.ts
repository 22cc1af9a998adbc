import { useState } from "react";

/**
 * What a grid and the viewer beside it share, made by their parent and given to both: the viewer
 * listens to the grid's tile clicks and asks it to bring a tile into view; the grid says where it
 * is and how it does that. (It replaces a lookup by class name and an event through the DOM.)
 */
export type GridLink = {
  /** The grid's element while it is mounted. */
  element: HTMLElement | null;
  /** Brings tile n (one-based) into view and focuses it once drawn; the grid's own while mounted. */
  reveal: (index: number) => void;
};

const unmounted = () => undefined;

/** A link for one grid and its viewer, kept for the parent's life (a grid re-keyed by page takes it over). */
export function useGridLink(): GridLink {
  return useState<GridLink>(() => ({ element: null, reveal: unmounted }))[0];
}

/** The grid's side: mounted, it is the link's element and reveals; the returned function lets go. */
export function attachGrid(link: GridLink, element: HTMLElement, reveal: (index: number) => void): () => void {
  link.element = element;
  link.reveal = reveal;
  return () => {
    if (link.element !== element) return;
    link.element = null;
    link.reveal = unmounted;
  };
}

/** Back from the viewer on slide n (one-based): its tile takes the focus, drawn now or once the grid has scrolled there. */
export function returnToTile(link: GridLink, index: number): void {
  const tile = link.element?.querySelector<HTMLElement>(`.grid-item[data-index="${index}"]`);
  if (!tile) return link.reveal(index);
  tile.focus({ preventScroll: true });
  tile.scrollIntoView({ block: "nearest" });
}
