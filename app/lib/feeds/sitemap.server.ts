import { browsePaths } from "../browse/browse-page.server";
import { shareImage } from "../content/share-image";
import { absoluteUrl } from "../core/seo";
import { escapeXml } from "../core/xml";
import { albumPageCount, albumPageHref, pageCount } from "../content/album-pages";
import { walkAlbums } from "../content/site-maps";
import { albumPath, photoPath } from "../content/manifest";
import type { Album, Picture, Site } from "../content/site-types";

/** The sitemap protocol's most URLs in one file; a larger site's /sitemap.xml is an index of parts. */
export const sitemapLimit = 50_000;

type Entry = { path: string; image?: string };
type PhotoAlbum = { album: Album; pictures: { n: number; picture: Picture }[] };

/** Every page of the home page and of every album (their sub-albums' pages and their items'), and the browse pages (tags and their hierarchies, people when shown, cameras, lenses, years). */
function pagePaths(site: Site): string[] {
  const pages = (path: string, count: number) => Array.from({ length: count }, (_, i) => albumPageHref(path, i + 1));
  const albumPages = (album: Album) => albumPageCount(album.items.length, album.children.length);
  const home = site.config.homeAlbum ? site.albumsBySlug.get(site.config.homeAlbum) : undefined;
  return [
    ...pages("/", home ? albumPages(home) : pageCount(site.albums.length)),
    ...[...walkAlbums(site.albums)].flatMap((album) => pages(albumPath(album.slug), albumPages(album))),
    ...browsePaths(site),
  ];
}

/** Every item with a picture (an image, a video's poster), by album: each has its own page. */
function photoAlbums(site: Site): PhotoAlbum[] {
  return [...walkAlbums(site.albums)].map((album) => ({
    album,
    pictures: album.items.flatMap((item, i) => {
      const picture = item.type === "image" ? item : "poster" in item ? item.poster : undefined;
      return picture ? [{ n: i + 1, picture }] : [];
    }),
  }));
}

/** The entries from `first` (zero-based) on, at most `limit`; whole albums before it are skipped uncounted. */
function entriesFrom(site: Site, first: number, limit: number): Entry[] {
  const pages = pagePaths(site);
  const entries: Entry[] = pages.slice(first, first + limit).map((path) => ({ path }));
  let at = pages.length;
  for (const { album, pictures } of photoAlbums(site)) {
    if (entries.length === limit) break;
    if (at + pictures.length <= first) {
      at += pictures.length;
      continue;
    }
    for (const { n, picture } of pictures) {
      if (at++ < first) continue;
      if (entries.length === limit) break;
      entries.push({ path: photoPath(album.slug, n), image: shareImage(picture, site.assetBase).src });
    }
  }
  return entries;
}

export function sitemapSize(site: Site): number {
  return pagePaths(site).length + photoAlbums(site).reduce((sum, { pictures }) => sum + pictures.length, 0);
}

const header = `<?xml version="1.0" encoding="UTF-8"?>\n`;

/** One file of the sitemap: the index of parts, or a part (one-based). */
type SitemapFile = "index" | number;

/** A site within the limit has one file, so /sitemap.xml is its part 1; a larger one's is the index. Undefined: no such part. */
function fileFor(part: number | undefined, parts: number): SitemapFile | undefined {
  if (part === undefined) return parts > 1 ? "index" : 1;
  return part >= 1 && part <= Math.max(parts, 1) ? part : undefined;
}

/**
 * /sitemap.xml (`part` undefined) or one part of it (`?part=N`, one-based). A site within the limit
 * has one file; a larger one an index whose parts each hold up to the limit. Undefined: no such part.
 */
export function sitemapXml(site: Site, origin: string | undefined, part: number | undefined): string | undefined {
  const parts = Math.ceil(sitemapSize(site) / sitemapLimit);
  const wanted = fileFor(part, parts);
  return wanted === undefined ? undefined : render(site, origin, wanted, parts);
}

type Built = { parts: number; bodies: Map<string, Uint8Array<ArrayBuffer>> };
const built = new WeakMap<Site, Built>();
const utf8 = new TextEncoder();

/**
 * sitemapXml's bytes, made once per site build, origin and part: a 50,000-entry part takes a quarter
 * of a second to write, and any query string misses the page cache. The origins are few (the baseUrl,
 * or each allowed host, or none: request-origin.server.ts), so the bodies kept are too; a rebuild
 * makes a new site and lets them all go. A part past the end is answered without walking the site.
 */
export function sitemapBody(site: Site, origin: string | undefined, part: number | undefined): Uint8Array<ArrayBuffer> | undefined {
  let cache = built.get(site);
  if (!cache) built.set(site, (cache = { parts: Math.ceil(sitemapSize(site) / sitemapLimit), bodies: new Map() }));
  const wanted = fileFor(part, cache.parts);
  if (wanted === undefined) return undefined;
  const key = `${wanted} ${origin ?? ""}`;
  let body = cache.bodies.get(key);
  if (!body) cache.bodies.set(key, (body = utf8.encode(render(site, origin, wanted, cache.parts))));
  return body;
}

function render(site: Site, origin: string | undefined, wanted: SitemapFile, parts: number): string {
  const lastmod = new Date(site.builtAt).toISOString().slice(0, 10);
  const url = (path: string) => escapeXml(absoluteUrl(path, origin));
  if (wanted === "index") {
    const list = Array.from({ length: parts }, (_, i) => `  <sitemap><loc>${url(`/sitemap.xml?part=${i + 1}`)}</loc><lastmod>${lastmod}</lastmod></sitemap>`);
    return `${header}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${list.join("\n")}\n</sitemapindex>\n`;
  }
  const lines = entriesFrom(site, (wanted - 1) * sitemapLimit, sitemapLimit).map(({ path, image }) => {
    const picture = image ? `<image:image><image:loc>${url(image)}</image:loc></image:image>` : "";
    return `  <url><loc>${url(path)}</loc><lastmod>${lastmod}</lastmod>${picture}</url>`;
  });
  return `${header}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n${lines.join("\n")}\n</urlset>\n`;
}
