import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { decodeHTML, escapeAttribute, escapeText } from "entities";
import { gridBreakpoints } from "../../app/lib/layout/masonry-plan";
import { albumTiles, type AlbumTile } from "./album-tiles";

/** Plain columns at the album grid's breakpoints, so each tile's `sizes` (the album page's own) holds here too. */
const css = [
  "body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #111; color: #eee; }",
  "h1 { margin: 1rem; font-size: 1.5rem; font-weight: 600; }",
  ".grid { display: grid; gap: 4px; padding: 4px; align-items: start; }",
  ".grid a { display: block; color: inherit; text-decoration: none; }",
  ".grid img { display: block; width: 100%; height: auto; }",
  ".grid span { display: block; padding: 0.25rem 0.5rem 0.75rem; font-size: 0.875rem; }",
  ...gridBreakpoints.map(({ minWidth, columns }) => {
    const rule = `.grid { grid-template-columns: repeat(${columns}, 1fr); }`;
    return minWidth ? `@media (min-width: ${minWidth}px) { ${rule} }` : rule;
  }),
].join("\n");

const attr = (value: string | number) => `"${escapeAttribute(String(value))}"`;

function tileHtml(tile: AlbumTile): string {
  const sizes = `sizes=${attr(tile.sizes)}`;
  return [
    `<a href=${attr(tile.src)}><picture>`,
    `<source type="image/avif" srcset=${attr(tile.avif)} ${sizes}>`,
    `<source type="image/webp" srcset=${attr(tile.webp)} ${sizes}>`,
    `<img src=${attr(tile.src)} srcset=${attr(tile.jpg)} ${sizes} width=${attr(tile.width)} height=${attr(tile.height)}` +
      ` alt=${attr(tile.alt)} loading=${attr(tile.eager ? "eager" : "lazy")} decoding="async">`,
    `</picture><span>${escapeText(tile.caption)}</span></a>`,
  ].join("");
}

/** Every address a tile names: each width of each format, and the fallback. */
const tileFiles = (tile: AlbumTile) => [
  tile.src,
  ...[tile.avif, tile.webp, tile.jpg].flatMap((srcset) => srcset.split(",").map((part) => part.trim().split(/\s+/)[0]!)),
];

/**
 * What a static gallery generator's default output would be for an album, written into `root`
 * (index.html, style.css and the pictures under the same /img/ addresses): one page of the album
 * page's tiles as a plain responsive grid, with the very files Vitrine sends (each width of AVIF,
 * WebP and JPEG, fetched from `origin`), the same `sizes`, and eager or lazy as Vitrine has them.
 */
export async function writeStaticGallery(origin: string, albumPath: string, root: string): Promise<{ pictures: number; files: number }> {
  const html = await (await fetch(origin + albumPath)).text();
  const tiles = albumTiles(html);
  if (tiles.length === 0) throw new Error(`${albumPath}: no picture tiles in its HTML`);
  const title = escapeText(decodeHTML(/<h1[^>]*>([^<]*)</.exec(html)?.[1] ?? albumPath));
  const files = [...new Set(tiles.flatMap(tileFiles))];
  for (const file of files) {
    const response = await fetch(origin + file);
    if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
    await mkdir(path.join(root, path.dirname(file)), { recursive: true });
    await writeFile(path.join(root, file), Buffer.from(await response.arrayBuffer()));
  }
  await writeFile(path.join(root, "style.css"), `${css}\n`);
  await writeFile(
    path.join(root, "index.html"),
    `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>${title}</title><link rel="stylesheet" href="/style.css"></head>\n<body><h1>${title}</h1><main class="grid">\n` +
      `${tiles.map(tileHtml).join("\n")}\n</main></body></html>\n`,
  );
  return { pictures: tiles.length, files: files.length };
}
