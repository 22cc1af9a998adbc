import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { facetValues } from "../../app/lib/browse/facet-values";
import { facets, facetSlug } from "../../app/lib/browse/facets";
import { sitemapBody, sitemapLimit, sitemapSize, sitemapXml } from "../../app/lib/feeds/sitemap.server";
import { syntheticSite } from "../../bench/lib/synthetic-site";
import { countWalks } from "../helpers/count-walks";

const origin = "https://photos.example";
const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

const parse = (xml: string) => new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "url" || name === "sitemap" }).parse(xml);

describe("sitemap", () => {
  it("lists the home page, every album and every photo page with its image, in one file for a site within the limit", () => {
    const site = syntheticSite(250);
    const { urlset } = parse(sitemapXml(site, origin, undefined)!);
    const locs: string[] = urlset.url.map((url: { loc: string }) => url.loc);
    expect(locs[0]).toBe(`${origin}/`);
    expect(locs).toContain(`${origin}/albums/album-3`);
    const photo = urlset.url.find((url: { loc: string }) => url.loc === `${origin}/albums/album-3/50`);
    const item = site.albumsBySlug.get("album-3")!.items[49]!;
    expect(photo["image:image"]["image:loc"]).toBe(`${origin}/img/${item.type === "image" && item.address}/1280.jpg`);
    // Browse pages: each facet's index, and a page per 60 photos of each value.
    const photosPerValue = new Map<string, number>();
    for (const album of site.albums)
      for (const item of album.items) {
        if (item.type !== "image") continue;
        const values = facetValues(item);
        for (const facet of facets)
          for (const levels of values[facet]) {
            const path = `/${facet}/${levels.map(facetSlug).join("/")}`;
            photosPerValue.set(path, (photosPerValue.get(path) ?? 0) + 1);
          }
      }
    const facetsWithValues = new Set([...photosPerValue.keys()].map((path) => path.split("/")[1]));
    const browsePages = facetsWithValues.size + [...photosPerValue.values()].reduce((sum, count) => sum + Math.ceil(count / 60), 0);
    expect(locs).toContain(`${origin}/tags`);
    expect(locs).toContain(
      `${origin}/cameras/${facetSlug((site.albums[0]!.items.find((item) => item.type === "image" && item.details.camera) as { details: { camera: string } }).details.camera)}`,
    );
    // Albums of 100, 100 and 50: the home page, each album's pages (100 is 24 + 60 + 16), every photo, the browse pages.
    expect(locs).toHaveLength(1 + 3 + 3 + 1 + 250 + browsePages);
    expect(locs).toContain(`${origin}/albums/album-1?page=3`);
  });

  it("becomes an index of parts past the limit, each part within it, together listing every page once", { timeout: 60_000 }, () => {
    const site = syntheticSite(60_000);
    const size = sitemapSize(site);
    expect(size).toBeGreaterThan(sitemapLimit);
    const index = parse(sitemapXml(site, origin, undefined)!).sitemapindex;
    expect(index.sitemap.map((entry: { loc: string }) => entry.loc)).toEqual([`${origin}/sitemap.xml?part=1`, `${origin}/sitemap.xml?part=2`]);
    const parts = [1, 2].map((part) => parse(sitemapXml(site, origin, part)!).urlset.url.map((url: { loc: string }) => url.loc));
    expect(parts[0]).toHaveLength(sitemapLimit);
    expect(new Set([...parts[0]!, ...parts[1]!]).size).toBe(size);
    expect(sitemapXml(site, origin, 3)).toBeUndefined();
    // Kept per part: the same bytes again, and what sitemapXml writes.
    const part2 = sitemapBody(site, origin, 2);
    expect(sitemapBody(site, origin, 2)).toBe(part2);
    expect(text(part2)).toBe(sitemapXml(site, origin, 2));
    expect(text(sitemapBody(site, origin, undefined))).toBe(sitemapXml(site, origin, undefined));
  });

  it("is written once per site build, origin and part: requests again get the same bytes, a rebuild new ones", () => {
    const site = syntheticSite(250);
    const walks = countWalks(site);
    const first = sitemapBody(site, origin, undefined)!;
    expect(text(first)).toBe(sitemapXml(site, origin, undefined));
    const afterFirst = walks();
    expect(afterFirst).toBeGreaterThan(0);
    for (let i = 0; i < 20; i++) expect(sitemapBody(site, origin, undefined)).toBe(first);
    // Within the limit, ?part=1 is the same file; a part past the end is refused without writing anything.
    expect(sitemapBody(site, origin, 1)).toBe(first);
    for (const part of [0, 2, 999_999]) expect(sitemapBody(site, origin, part)).toBeUndefined();
    expect(walks()).toBe(afterFirst);
    // Another origin (another allowed host, or none) is another body, kept as well.
    const relative = sitemapBody(site, undefined, undefined)!;
    expect(text(relative)).toContain("<loc>/albums/album-1</loc>");
    expect(sitemapBody(site, undefined, undefined)).toBe(relative);

    const rebuilt = syntheticSite(350);
    const next = sitemapBody(rebuilt, origin, undefined)!;
    expect(next).not.toBe(first);
    expect(text(next)).toContain(`<loc>${origin}/albums/album-4</loc>`);
    expect(text(first)).not.toContain("album-4");
  });
});
