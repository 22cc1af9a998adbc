import { decodeHTML } from "entities";

/** A picture tile of an album page as its HTML draws it: every source, whether it loads at once, its caption. */
export type AlbumTile = {
  avif: string;
  webp: string;
  jpg: string;
  src: string;
  sizes: string;
  width: number;
  height: number;
  alt: string;
  eager: boolean;
  caption: string;
};

/** A tag's attributes, decoded: `<img a="1" b="2"/>` → { a: "1", b: "2" }. */
function attributes(tag: string): Record<string, string> {
  return Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name = "", value = ""]) => [name, decodeHTML(value)]));
}

/**
 * The picture tiles of an album page's HTML, in document order. Eager tiles carry `srcSet` and
 * `src`; lazy ones keep them in `data-srcset` and `data-src` until the lazy loader moves them in:
 * both read alike, as the sources the tile ends up showing.
 */
export function albumTiles(html: string): AlbumTile[] {
  const tiles: AlbumTile[] = [];
  for (const chunk of html.split(/(?=<a class="grid-item grid-item--image")/).slice(1)) {
    const tile = chunk.slice(0, chunk.indexOf("</a>"));
    const source = (type: string) => attributes(new RegExp(`<source type="image/${type}"[^>]*>`).exec(tile)?.[0] ?? "");
    // The first <img> is the picture's own; the one in <noscript> repeats it.
    const img = attributes(/<img [^>]*>/.exec(tile)?.[0] ?? "");
    const [avif, webp] = [source("avif"), source("webp")];
    const srcset = (attrs: Record<string, string>) => attrs["data-srcset"] ?? attrs.srcSet ?? "";
    tiles.push({
      avif: srcset(avif),
      webp: srcset(webp),
      jpg: srcset(img),
      src: img["data-src"] ?? img.src ?? "",
      sizes: img.sizes ?? "",
      width: Number(img.width),
      height: Number(img.height),
      alt: img.alt ?? "",
      eager: img.loading === "eager",
      caption: decodeHTML(/class="grid-item__caption">([^<]*)</.exec(tile)?.[1] ?? ""),
    });
  }
  return tiles;
}
