import type { NavigateFunction } from "@remix-run/react";
import type { MutableRefObject } from "react";
import { albumPath } from "../../lib/content/manifest";
import type { GallerySource } from "../../lib/gallery/gallery-source";
import { hashFor } from "../../lib/viewer/deep-link";
import { followPhoto } from "./follow-photo";

type Options = {
  gallery: string;
  source: GallerySource;
  /** The page's path and query: a slide's hash rides on it. */
  path: string;
  navigate: NavigateFunction;
  /** Opened as a photo page (its path names the slide) rather than by a slide's hash. */
  photoPage: boolean;
  /** A tile's click pushed the viewer's history entry (a deep link did not). */
  pushedEntry: MutableRefObject<boolean>;
  /** Back (or a cleared hash) is closing the viewer: history has moved already. */
  closingFromHistory: MutableRefObject<boolean>;
};

/**
 * How the address follows an open viewer. Moving between slides replaces the slide's hash (or, on a
 * photo page, rewrites the photo's address in place). Closing leaves the bare page: Back over an
 * entry a click pushed, a replacement for a deep link's (so Back still leads to wherever the
 * visitor came from), the album's address for a photo page.
 */
export function addressFollower({ gallery, source, path, navigate, photoPage, pushedEntry, closingFromHistory }: Options) {
  // Closing starts its navigation: a late change (the viewer's last) must not put the slide back.
  let closing = false;
  return {
    onChange(current: number) {
      if (closing) return;
      if (photoPage) followPhoto(gallery, source.peek(current), current + 1);
      else navigate(path + hashFor(gallery, current + 1), { replace: true, preventScrollReset: true });
    },
    onClose() {
      closing = true;
      if (photoPage) navigate(albumPath(gallery), { replace: true, preventScrollReset: true });
      else if (!closingFromHistory.current) {
        if (pushedEntry.current) navigate(-1);
        else navigate(path, { replace: true, preventScrollReset: true });
      }
      closingFromHistory.current = false;
      pushedEntry.current = false;
    },
  };
}
