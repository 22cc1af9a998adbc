/**
 * bench/browse: what the browse pages cost (tags, cameras, lenses, years). Building the index of
 * every value (once per built site), a value's page of 60 photos, and an index page, on site
 * models of 2,000, 20,000 and 200,000 pictures (the demo has about 100). Median of repeated runs.
 *                                                         npx tsx bench/browse.ts
 */
import { browseIndex } from "../app/lib/browse/browse-index.server";
import { browseListing, browsePage } from "../app/lib/browse/browse-page.server";
import { facets } from "../app/lib/browse/facets";
import { markdownTable } from "./lib/markdown-table";
import { syntheticSite } from "./lib/synthetic-site";
import { timed } from "./lib/timed";

const rows: string[][] = [];
for (const count of [2_000, 20_000, 200_000]) {
  // A new site model each run: the index is cached per site, and its first build is what is timed.
  const sites = Array.from({ length: 5 }, (_, i) => syntheticSite(count, 20_000 + i));
  const build = timed(5, (i) => browseIndex(sites[i]!));
  const site = sites[0]!;
  const index = browseIndex(site);
  const values = facets.map((facet) => index[facet].size);
  const largest = [...index.tags.values()].sort((a, b) => b.entries.length - a.entries.length)[0]!;
  const lastPage = Math.ceil(largest.entries.length / 60);
  const page = timed(200, (i) => browsePage(site, "tags", largest.slug, 1 + (i % lastPage)));
  const listing = timed(200, () => browseListing(site, "tags", 1));
  rows.push([
    count.toLocaleString("en"),
    `${build.toFixed(1)} ms`,
    values.join(" / "),
    `${largest.entries.length.toLocaleString("en")} photos, ${lastPage} pages`,
    `${(page * 1000).toFixed(0)} µs`,
    `${(listing * 1000).toFixed(0)} µs`,
  ]);
}
console.log(markdownTable(["pictures", "index, made once per build", "tags / cameras / lenses / years", "largest tag", "a page of it (60)", "/tags"], rows));
