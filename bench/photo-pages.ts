/**
 * bench/photo-pages: what photo pages and details cost. Reading a photo's EXIF at probe time (per
 * picture, a 1600 px JPEG with full camera tags), a photo page's data (its item, neighbours and share
 * card), and the sitemap with every photo page, on site models of 2,000, 20,000 and 200,000 pictures
 * (the demo has about 100). Median of repeated runs.
 *                                                         npx tsx bench/photo-pages.ts
 */
import sharp from "sharp";
import { sitemapSize, sitemapXml } from "../app/lib/feeds/sitemap.server";
import { probeImage } from "../app/lib/images/probe.server";
import { photoPage } from "../app/lib/photo/photo-page.server";
import { markdownTable } from "./lib/markdown-table";
import { syntheticSite } from "./lib/synthetic-site";
import { median, timed } from "./lib/timed";

const withExif = await sharp({ create: { width: 1600, height: 1067, channels: 3, background: "#4a6b8a" } })
  .jpeg({ quality: 86 })
  .withExif({
    IFD0: { Make: "NIKON CORPORATION", Model: "NIKON Z 6" },
    IFD2: {
      LensModel: "NIKKOR Z 50mm f/1.8 S",
      FNumber: "28/10",
      ExposureTime: "1/250",
      ISOSpeedRatings: "400",
      FocalLength: "50/1",
      DateTimeOriginal: "2024:05:01 14:03:12",
      OffsetTimeOriginal: "+02:00",
    },
  })
  .toBuffer();
const probeTimes: number[] = [];
for (let i = 0; i < 30; i++) {
  const started = performance.now();
  await probeImage(withExif);
  probeTimes.push(performance.now() - started);
}
console.log(`probe of a 1600 px JPEG with camera tags (dimensions, ThumbHash, text and details): median ${median(probeTimes).toFixed(1)} ms over 30`);

const rows: string[][] = [];
for (const count of [2_000, 20_000, 200_000]) {
  const site = syntheticSite(count);
  const albums = [...site.albumsBySlug.values()];
  const origin = "https://photos.example";
  const page = timed(2_000, (i) => photoPage(site, albums[i % albums.length]!, 1 + (i % 100), origin));
  const size = sitemapSize(site);
  let bytes = 0;
  const whole = timed(5, () => (bytes = sitemapXml(site, origin, undefined)!.length));
  const lastPart = Math.ceil(size / 50_000);
  const part = lastPart > 1 ? timed(5, () => sitemapXml(site, origin, lastPart)) : undefined;
  rows.push([
    count.toLocaleString("en"),
    `${(page * 1000).toFixed(1)} µs`,
    size.toLocaleString("en"),
    `${whole.toFixed(1)} ms (${(bytes / 1024).toFixed(0)} KB)`,
    part === undefined ? "—" : `${part.toFixed(1)} ms (part ${lastPart} of ${lastPart})`,
  ]);
}
console.log(markdownTable(["pictures", "photo page data", "sitemap addresses", "/sitemap.xml", "its last part"], rows));
