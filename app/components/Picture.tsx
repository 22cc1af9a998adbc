import { useEffect, useRef } from "react";
import type { PictureManifest } from "../lib/content/manifest";
import { usePictureUrls } from "../hooks/use-picture-urls";
import { showThumbHashUntilLoaded } from "../lib/dom/thumbhash-placeholder";
import { placeholderColor } from "../lib/core/placeholder";

type Props = {
  picture: PictureManifest;
  alt: string;
  sizes: string;
  eager?: boolean;
};

/** A responsive picture: AVIF, then WebP, then JPEG; width and height set so nothing shifts. */
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
        decoding="async"
        style={{ backgroundColor: placeholderColor(picture.placeholder) }}
      />
    </picture>
  );
}
