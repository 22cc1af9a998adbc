import { useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useRef, type RefObject } from "react";
import type { ShareNetwork } from "../../lib/content/schemas";
import type { ItemManifest } from "../../lib/content/manifest";
import type { GallerySource } from "../../lib/gallery/gallery-source";
import { albumPath, photoPath } from "../../lib/content/manifest";
import { hashFor, indexFromHash, indexFromPhotoPath } from "../../lib/viewer/deep-link";
import type { ViewerController } from "../../viewer/open-viewer";
import type { GridLink } from "../grid/grid-link";
import { useTileClicks } from "./useTileClicks";
import type { SiteStrings } from "../../lib/i18n/messages";

type Options = {
  gallery: string;
  source: GallerySource;
  /** The grid beside the viewer: its tiles' clicks open it, and closing focuses the tile of the slide left. */
  grid: GridLink;
  share: readonly ShareNetwork[];
  origin?: string;
  root: RefObject<HTMLElement>;
  strings: SiteStrings;
};

/**
 * Connects the grid, the address hash and the viewer. A grid click adds one history entry
 * (#gallery-index); moving between slides replaces it; Back or closing removes it. A page opened
 * with such a hash opens the viewer there; closing it leaves the bare page in its place. A photo
 * page opens the viewer at its photo; moving on rewrites its address in place (no new page view,
 * no loader), and closing replaces it with the album's. The viewer's code loads on first use.
 */
export function useGalleryViewer({ gallery, source, grid, share, origin, root, strings }: Options) {
  const location = useLocation();
  const navigate = useNavigate();
  const viewer = useRef<ViewerController>();
  const opening = useRef(false);
  const pushedEntry = useRef(false);
  const closingFromHistory = useRef(false);
  // A bare "#hash" would resolve to the path without its query (a search page's q), so hashes ride on the full path.
  const path = location.pathname + location.search;

  useTileClicks({ grid, gallery, source, path, pushedEntry });

  useEffect(() => {
    const photoIndex = (hash: string, pathname: string) => (hash ? undefined : indexFromPhotoPath(pathname, gallery, source.count));
    const hashIndex = indexFromHash(location.hash, gallery, source.count);
    const index = hashIndex ?? photoIndex(location.hash, location.pathname);
    if (index === undefined) {
      // Back from a slide (or the hash was cleared): close without touching history again.
      if (viewer.current) {
        closingFromHistory.current = true;
        viewer.current.close();
      }
      return;
    }
    if (viewer.current) {
      // This render is behind the address: the viewer moved on again (a quick second key) and its
      // newer hash is already in the bar; going back to this one would undo that move. A photo
      // page's viewer keeps its own place.
      if (hashIndex === undefined || location.hash !== window.location.hash) return;
      viewer.current.goTo(index - 1);
      return;
    }
    if (opening.current || !root.current) return;
    opening.current = true;
    const element = root.current;
    // Said at once, so a page (or a test) can tell "about to open" from "nothing to open".
    element.dataset.viewer = "loading";
    // The viewer's code and the slide's item (far into a long album, a page of items) come together.
    void Promise.all([import("../../viewer/open-viewer"), source.load(index - 1)]).then(([{ openViewer }]) => {
      opening.current = false;
      // The address may have moved on while the code loaded (Back, another tile): open what it names now.
      const named = indexFromHash(window.location.hash, gallery, source.count) ?? photoIndex(window.location.hash, window.location.pathname);
      if (named === undefined) {
        pushedEntry.current = false;
        element.dataset.viewer = "closed";
        return;
      }
      const onPhotoPage = photoIndex(window.location.hash, window.location.pathname) !== undefined;
      const album = albumPath(gallery);
      viewer.current = openViewer({
        root: element,
        source,
        gallery,
        share,
        origin,
        strings,
        index: named - 1,
        animate: pushedEntry.current,
        onChange: (current) => {
          if (onPhotoPage) followPhoto(gallery, source.peek(current), current + 1);
          else navigate(path + hashFor(gallery, current + 1), { replace: true, preventScrollReset: true });
        },
        onClose: () => {
          viewer.current = undefined;
          if (onPhotoPage) {
            closingFromHistory.current = false;
            navigate(album, { replace: true, preventScrollReset: true });
            return;
          }
          // A click pushed the viewer's entry: go back to the bare page. A deep link arrived with it:
          // replace it, so Back still leads to wherever the visitor came from.
          if (!closingFromHistory.current) {
            if (pushedEntry.current) navigate(-1);
            else navigate(path, { replace: true, preventScrollReset: true });
          }
          closingFromHistory.current = false;
          pushedEntry.current = false;
        },
        onClosed: (current) => {
          const tile = grid.element?.querySelector<HTMLElement>(`.grid-item[data-index="${current + 1}"]`);
          if (tile) {
            tile.focus({ preventScroll: true });
            tile.scrollIntoView({ block: "nearest" });
          } else {
            // Not drawn (far from where the grid was left): the grid scrolls there and focuses it once drawn.
            grid.reveal(current + 1);
          }
        },
      });
    });
  }, [location.hash, location.pathname, gallery, source, grid, share, origin, path, navigate, root, strings]);

  useEffect(() => () => viewer.current?.destroy(), []);
}

/**
 * A photo page's viewer moved on: the address, the title and the canonical link follow the slide
 * (browsers share those), as a hash would, without a navigation: no loader, no page view per slide.
 * The router keeps the page it loaded; closing navigates to the album.
 */
function followPhoto(gallery: string, item: ItemManifest | undefined, n: number): void {
  const address = photoPath(gallery, n);
  window.history.replaceState(window.history.state, "", address);
  // The canonical link keeps its origin (the owner's baseUrl where set), or stays relative.
  const canonical = document.querySelector('link[rel="canonical"]');
  const base = canonical?.getAttribute("href") ?? "";
  canonical?.setAttribute("href", /^https?:/.test(base) ? new URL(address, base).href : address);
  const separator = document.title.lastIndexOf(" · ");
  if (item && separator >= 0) document.title = item.title + document.title.slice(separator);
}
