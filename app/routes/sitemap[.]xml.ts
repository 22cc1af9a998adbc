import type { LoaderFunctionArgs } from "@remix-run/node";
import { walkAlbums } from "../lib/content/build-site.server";
import { albumPageHref, pageCount } from "../lib/content/album-pages";
import { albumPath } from "../lib/content/manifest";
import { getSite } from "../lib/runtime.server";
import { siteOrigin } from "../lib/seo";
import { escapeXml } from "../lib/xml";

/** GET /sitemap.xml: the home page and every album, with every page of a long one (`?page=N`, plain pages crawlers can read). */
export async function loader({ request }: LoaderFunctionArgs) {
  const site = await getSite();
  const origin = siteOrigin(site.config.baseUrl, request);
  const albumPages = (path: string, count: number) => Array.from({ length: pageCount(count) }, (_, i) => albumPageHref(path, i + 1));
  const home = site.config.homeAlbum ? site.albumsBySlug.get(site.config.homeAlbum) : undefined;
  const paths = [
    ...(home ? albumPages("/", home.items.length) : ["/"]),
    ...[...walkAlbums(site.albums)].flatMap((album) => albumPages(albumPath(album.slug), album.items.length)),
  ];
  const lastmod = new Date(site.builtAt).toISOString().slice(0, 10);
  const body =
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
    paths.map((p) => `  <url><loc>${escapeXml(new URL(p, origin).href)}</loc><lastmod>${lastmod}</lastmod></url>`).join("\n") +
    `\n</urlset>\n`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
