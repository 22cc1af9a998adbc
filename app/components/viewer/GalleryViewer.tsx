import { useRef } from "react";
import type { ShareNetwork } from "../../lib/content/schemas";
import type { GallerySource } from "../../lib/gallery/gallery-source";
import type { GridLink } from "../grid/grid-link";
import { useGalleryViewer } from "./useGalleryViewer";
import { useSiteStrings } from "../../hooks/use-t";
import { useAssetBase } from "../../hooks/use-picture-urls";
import { useProofingClient } from "../proofing/ProofingContext";

type Props = { gallery: string; source: GallerySource; grid: GridLink; share: readonly ShareNetwork[]; origin?: string };

/** The viewer's home on a page with a grid (an album, search results): a root whose data attributes carry its state. */
export function GalleryViewer({ gallery, source, grid, share, origin }: Props) {
  const root = useRef<HTMLDivElement>(null);
  useGalleryViewer({ gallery, source, grid, share, origin, root, strings: useSiteStrings(), assetBase: useAssetBase(), proofing: useProofingClient() });
  return <div ref={root} className="viewer-root" data-viewer="closed" />;
}
