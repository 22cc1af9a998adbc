import { useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useRef, type RefObject } from "react";
import type { ShareNetwork } from "../../lib/content/schemas";
import type { GallerySource } from "../../lib/gallery/gallery-source";
import { slideFromAddress } from "../../lib/viewer/deep-link";
import type { ViewerController } from "../../viewer/open-viewer";
import { returnToTile, type GridLink } from "../grid/grid-link";
import { addressFollower } from "./address-follower";
import { useTileClicks } from "./useTileClicks";
import { viewerCode } from "./viewer-code";
import type { SiteStrings } from "../../lib/i18n/messages";
import type { ProofingClient } from "../../lib/proofing/proofing-client";

type Options = {
  gallery: string;
  source: GallerySource;
  /** The grid beside the viewer: its tiles' clicks open it, and closing focuses the tile of the slide left. */
  grid: GridLink;
  share: readonly ShareNetwork[];
  origin?: string;
  root: RefObject<HTMLElement>;
  strings: SiteStrings;
  /** Where the page's pictures come from (the root loader's). */
  assetBase: string;
  /** A share link holder's selection, when the album takes picks from them. */
  proofing?: ProofingClient;
};

/**
 * Connects the grid, the address hash and the viewer. A grid click adds one history entry
 * (#gallery-index); moving between slides replaces it; Back or closing removes it. A page opened
 * with such a hash opens the viewer there; closing it leaves the bare page in its place. A photo
 * page opens the viewer at its photo; moving on rewrites its address in place (no new page view,
 * no loader), and closing replaces it with the album's. The viewer's code loads on first use.
 */
export function useGalleryViewer({ gallery, source, grid, share, origin, root, strings, assetBase, proofing }: Options) {
  const location = useLocation();
  const navigate = useNavigate();
  const viewer = useRef<ViewerController>();
  const opening = useRef(false);
  const pushedEntry = useRef(false);
  const closingFromHistory = useRef(false);
  /** Closed, and its address not yet left: a render still naming the closed slide must not open it again. */
  const closed = useRef(false);
  // A bare "#hash" would resolve to the path without its query (a search page's q), so hashes ride on the full path.
  const path = location.pathname + location.search;

  useTileClicks({ grid, gallery, source, path, pushedEntry });

  useEffect(() => {
    const slide = slideFromAddress({ hash: location.hash, pathname: location.pathname }, gallery, source.count);
    if (!slide) {
      closed.current = false;
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
      if (slide.photoPage || location.hash !== window.location.hash) return;
      viewer.current.goTo(slide.index - 1);
      return;
    }
    // The router applies the address late: the closing navigation may still be on its way while a
    // render of the slide's address arrives. A tile's click (a pushed entry) opens again at once.
    if (opening.current || !root.current || (closed.current && !pushedEntry.current)) return;
    opening.current = true;
    const element = root.current;
    // Said at once, so a page (or a test) can tell "about to open" from "nothing to open".
    element.dataset.viewer = "loading";
    // The viewer's code and the slide's item (far into a long album, a page of items) come together.
    void Promise.all([viewerCode(), source.load(slide.index - 1)]).then(([{ openViewer }]) => {
      opening.current = false;
      // The address may have moved on while the code loaded (Back, another tile): open what it names now.
      const named = slideFromAddress(window.location, gallery, source.count);
      if (!named) {
        pushedEntry.current = false;
        element.dataset.viewer = "closed";
        return;
      }
      const address = addressFollower({ gallery, source, path, navigate, photoPage: named.photoPage, pushedEntry, closingFromHistory });
      viewer.current = openViewer({
        root: element,
        source,
        gallery,
        share,
        origin,
        strings,
        assetBase,
        proofing,
        index: named.index - 1,
        animate: pushedEntry.current,
        onChange: address.onChange,
        onClose: () => {
          viewer.current = undefined;
          closed.current = true;
          address.onClose();
        },
        onClosed: (current) => returnToTile(grid, current + 1),
      });
    });
  }, [location.hash, location.pathname, gallery, source, grid, share, origin, path, navigate, root, strings, assetBase, proofing]);

  useEffect(() => () => viewer.current?.destroy(), []);
}
