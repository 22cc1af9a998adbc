import { useEffect, useRef } from "react";
import type { PictureManifest } from "../lib/content/manifest";
import { usePictureUrls } from "../hooks/use-picture-urls";
import { showThumbHashUntilLoaded } from "../lib/dom/thumbhash-placeholder";
import { placeholderColor } from "../lib/core/placeholder";
import { firstScreenTiming } from "../lib/layout/script-gate";

/** A first screen's picture: fetched ahead of everything else, and its paint reported (the page's scripts wait for it: lib/layout/script-gate.ts). */
const firstScreen = { fetchpriority: "high", elementtiming: firstScreenTiming };

type Props = {
  picture: PictureManifest;
  alt: string;
  sizes: string;
  eager?: boolean;
};

/** A responsive picture: AVIF, then WebP, then JPEG; width and height set so nothing shifts. An eager one is the first screen's. */
export function Picture({ picture, alt, sizes, eager = false }: Props) {
  const urls = usePictureUrls(picture);
  const imgRef = useRef<HTMLImageElement>(null);
  useEffect(() => showThumbHashUntilLoaded(imgRef.current!, picture.placeholder).destroy, [picture.placeholder]);
  return (
    <picture>
      <source type="image/avif" srcSet={urls.srcset.avif} sizes={sizes} />
      <source type="image/webp" srcSet={urls.srcset.webp} sizes={sizes} />
      <img
        ref={imgRef}
        src={urls.src}
        srcSet={urls.srcset.jpg}
        sizes={sizes}
        width={picture.width}
        height={picture.height}
        alt={alt}
        loading={eager ? "eager" : "lazy"}
        {...(eager ? firstScreen : {})}
        decoding="async"
        style={{ backgroundColor: placeholderColor(picture.placeholder) }}
      />
    </picture>
  );
}
