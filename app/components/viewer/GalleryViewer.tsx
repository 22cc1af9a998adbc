import { useRef } from "react";
import type { ItemManifest } from "../../lib/content/manifest";
import type { ShareNetwork } from "../../lib/content/schemas";
import { useGalleryViewer } from "./useGalleryViewer";

type Props = { gallery: string; items: ItemManifest[]; share: readonly ShareNetwork[]; pageUrl: string };

/**
 * The viewer's home on a page with a grid (an album, search results): a root whose data attributes
 * carry its state, and the gallery's inline slides as <template> elements (inline content is an
 * element of the page).
 */
export function GalleryViewer({ gallery, items, share, pageUrl }: Props) {
  const root = useRef<HTMLDivElement>(null);
  useGalleryViewer({ gallery, items, share, pageUrl, root });
  return (
    <>
      <div ref={root} className="viewer-root" data-viewer="closed" />
      {items.map((item) =>
        item.type === "inline" ? <template key={item.id} id={`inline-${item.id}`} dangerouslySetInnerHTML={{ __html: item.html }} /> : null,
      )}
    </>
  );
}
