import type { PictureManifest } from "../../lib/content/manifest";
import { usePictureUrls } from "../../hooks/use-picture-urls";
import { useEffect } from "react";
import { markRevealed, wasRevealed } from "../../lib/dom/lazy-images";
import { placeholderColor } from "../../lib/core/placeholder";
import { Picture } from "../Picture";

/** A transparent pixel: the img has a source until the real one is due. */
const blank = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

type Props = { picture: PictureManifest; alt: string; sizes: string; eager?: boolean };

/**
 * An `img.lazy`: its real sources wait in data attributes until the lazy loader sees it near the
 * viewport. The ThumbHash colour (and, once near, its blurred image) shows until it is decoded.
 * Without JavaScript the <noscript> copy loads normally. A tile that moves to another column is
 * drawn anew; a picture it had already brought in keeps its sources rather than blinking out.
 */
export function LazyPicture({ picture, alt, sizes, eager = false }: Props) {
  const urls = usePictureUrls(picture);
  useEffect(() => {
    if (eager) markRevealed(urls.src);
  }, [eager, urls.src]);
  if (eager) return <Picture picture={picture} alt={alt} sizes={sizes} eager />;
  const shown = wasRevealed(urls.src);
  const srcset = (value: string) => (shown ? { srcSet: value } : { "data-srcset": value });
  return (
    <>
      <picture>
        <source type="image/avif" {...srcset(urls.srcset.avif)} sizes={sizes} />
        <source type="image/webp" {...srcset(urls.srcset.webp)} sizes={sizes} />
        <img
          className={shown ? "lazy is-loaded" : "lazy"}
          {...(shown ? { src: urls.src } : { src: blank, "data-src": urls.src })}
          {...srcset(urls.srcset.jpg)}
          data-placeholder={picture.placeholder}
          sizes={sizes}
          width={picture.width}
          height={picture.height}
          alt={alt}
          decoding="async"
          style={{ aspectRatio: `${picture.width} / ${picture.height}`, backgroundColor: shown ? undefined : placeholderColor(picture.placeholder) }}
        />
      </picture>
      {/* JPEG only: the no-script copy stays small on long pages. */}
      <noscript>
        <img src={urls.src} srcSet={urls.srcset.jpg} sizes={sizes} width={picture.width} height={picture.height} alt={alt} loading="lazy" decoding="async" />
      </noscript>
    </>
  );
}
