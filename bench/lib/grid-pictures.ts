import { decodeHTML } from "entities";

/** A picture tile of an album page as the HTML draws it: its item, and the address a browser fetches for it. */
export type GridPicture = { id: string; index: number; title: string; address: string };

/** The candidates of a srcset, "url 320w, url 640w" → [{ url, width }], narrowest first. */
function candidates(srcset: string): { url: string; width: number }[] {
  return srcset
    .split(",")
    .map((part) => part.trim().split(/\s+/))
    .map(([url = "", descriptor = ""]) => ({ url, width: Number(descriptor.replace(/w$/, "")) }))
    .filter((candidate) => candidate.url.startsWith("/img/") && candidate.width > 0)
    .sort((a, b) => a.width - b.width);
}

/**
 * The picture tiles of an album page's HTML, in document order, each with the address a browser
 * picks for a slot `slotWidth` CSS px wide at device pixel ratio `pixelRatio`: from the first
 * <source> (AVIF, which Chrome takes), the narrowest candidate at least as wide as the slot's
 * pixels, else the widest. The eager tiles carry srcset, the lazy ones data-srcset (what the lazy
 * loader moves into srcset when the tile nears the viewport): both count alike.
 */
export function gridPictures(html: string, slotWidth: number, pixelRatio = 1): GridPicture[] {
  const pictures: GridPicture[] = [];
  const needed = slotWidth * pixelRatio;
  for (const tile of html.split(/(?=<a class="grid-item )/).slice(1)) {
    const anchor = /^<a class="grid-item grid-item--image"[^>]* data-id="([^"]+)" data-index="(\d+)"/.exec(tile);
    const source = /<source type="image\/avif" (?:srcSet|data-srcset)="([^"]+)"/.exec(tile.slice(0, tile.indexOf("</a>")));
    if (!anchor || !source) continue;
    const list = candidates(decodeHTML(source[1]!));
    const picked = list.find((candidate) => candidate.width >= needed) ?? list.at(-1);
    if (!picked) continue;
    const title = /class="grid-item__caption">([^<]*)</.exec(tile)?.[1] ?? "";
    pictures.push({ id: anchor[1]!, index: Number(anchor[2]), title: decodeHTML(title), address: picked.url });
  }
  return pictures;
}
