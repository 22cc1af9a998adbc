/**
 * bench/i18n: what a site's language costs. The strings every page carries (the root loader's
 * catalogue, as JSON and gzipped), making a translator (once per page in the browser, once per
 * config on the server), and writing the words of an album page's tiles: 60 (a page of the demo)
 * and 600. Median of repeated runs.
 *                                                         npx tsx bench/i18n.ts
 */
import { gzipSync } from "node:zlib";
import { catalogues, siteMessages } from "../app/lib/i18n/catalogues";
import { createTranslator } from "../app/lib/i18n/translator";
import { markdownTable } from "./lib/markdown-table";
import { timed } from "./lib/timed";

const rows: string[][] = [];
for (const language of Object.keys(catalogues)) {
  const messages = siteMessages(language, { "menu.close": "MENU" });
  const json = JSON.stringify(messages);
  const make = timed(201, () => createTranslator(language, siteMessages(language, { "menu.close": "MENU" })));
  const t = createTranslator(language, messages);
  // A tile's words: its type's label, its position for screen readers, the photo count of its album.
  const tiles = (count: number) => () => {
    for (let i = 0; i < count; i++) {
      t("grid.video");
      t("viewer.position", { position: i + 1, count, title: "Harbour" });
      t("album.photos", { count: i });
    }
  };
  rows.push([
    language,
    `${(json.length / 1024).toFixed(1)} KB`,
    `${(gzipSync(json, { level: 9 }).length / 1024).toFixed(1)} KB`,
    `${(make * 1000).toFixed(0)} µs`,
    `${(timed(201, tiles(60)) * 1000).toFixed(0)} µs`,
    `${(timed(201, tiles(600)) * 1000).toFixed(0)} µs`,
  ]);
}
console.log(markdownTable(["language", "strings per page", "gzip", "a translator (labels applied)", "60 tiles' words", "600 tiles' words"], rows));
