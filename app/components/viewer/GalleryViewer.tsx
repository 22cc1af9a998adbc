import { useRef } from "react";
import type { AlbumManifest } from "../../lib/content/manifest";
import type { ShareNetwork } from "../../lib/content/schemas";
import { useGalleryViewer } from "./useGalleryViewer";

/**
 * The viewer's home on the album page: a root whose data attributes carry its state, and the
 * album's inline slides as <template> elements (inline content is an element of the page).
 */
export function GalleryViewer({ album, share, pageUrl }: { album: AlbumManifest; share: readonly ShareNetwork[]; pageUrl: string }) {
  const root = useRef<HTMLDivElement>(null);
  useGalleryViewer({ gallery: album.slug, items: album.items, share, pageUrl, root });
  return (
    <>
      <div ref={root} className="viewer-root" data-viewer="closed" />
      {album.items.map((item) =>
        item.type === "inline" ? <template key={item.id} id={`inline-${item.id}`} dangerouslySetInnerHTML={{ __html: item.html }} /> : null,
      )}
    </>
  );
}
