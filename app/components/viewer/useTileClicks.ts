import { useNavigate } from "@remix-run/react";
import { useEffect, type MutableRefObject } from "react";
import { albumPath } from "../../lib/content/manifest";
import type { GallerySource } from "../../lib/gallery/gallery-source";
import { hashFor, indexFromPhotoPath } from "../../lib/viewer/deep-link";
import type { GridLink } from "../grid/grid-link";
import { viewerCode } from "./viewer-code";

type Options = {
  grid: GridLink;
  gallery: string;
  source: GallerySource;
  /** The page's path and query: the slide's hash rides on it. */
  path: string;
  /** Whether opening added a history entry (closing then goes back), shared with the viewer's hook. */
  pushedEntry: MutableRefObject<boolean>;
};

/**
 * A plain click on a grid tile opens the viewer by its address: the tile's #gallery-index, one
 * history entry (a modified click is the browser's: a new tab, a download). The first sign of
 * intent on a tile fetches the viewer's code.
 */
export function useTileClicks({ grid, gallery, source, path, pushedEntry }: Options): void {
  const navigate = useNavigate();
  useEffect(() => {
    const tiles = grid.element;
    const onClick = (event: Event) => {
      const mouse = event as MouseEvent;
      if (mouse.button !== 0 || mouse.metaKey || mouse.ctrlKey || mouse.shiftKey || mouse.altKey) return;
      const link = (event.target as Element).closest<HTMLAnchorElement>("a.grid-item");
      if (!link) return;
      event.preventDefault();
      const hash = hashFor(gallery, Number(link.dataset.index));
      // On a photo page (its viewer still loading) the album's address takes the photo's place:
      // closing then leaves the album, not the photo page that would open its viewer again.
      if (indexFromPhotoPath(window.location.pathname, gallery, source.count) !== undefined) {
        pushedEntry.current = false;
        navigate(albumPath(gallery) + hash, { replace: true, preventScrollReset: true });
        return;
      }
      pushedEntry.current = true;
      navigate(path + hash, { preventScrollReset: true });
    };
    // A pointer over a tile, a finger on it or the keyboard's focus: the viewer's code comes while the visitor decides.
    const intents = ["pointerover", "pointerdown", "focusin"] as const;
    const onIntent = (event: Event) => {
      if (!(event.target as Element).closest("a.grid-item")) return;
      void viewerCode();
      for (const type of intents) tiles?.removeEventListener(type, onIntent);
    };
    for (const type of intents) tiles?.addEventListener(type, onIntent, { passive: true });
    tiles?.addEventListener("click", onClick);
    return () => {
      for (const type of intents) tiles?.removeEventListener(type, onIntent);
      tiles?.removeEventListener("click", onClick);
    };
  }, [gallery, source, navigate, grid, path, pushedEntry]);
}
