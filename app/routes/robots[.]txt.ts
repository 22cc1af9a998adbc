import type { LoaderFunctionArgs } from "@remix-run/node";
import { absoluteUrl } from "../lib/core/seo";
import { hourCacheControl } from "../lib/http/cache-control";

/** GET /robots.txt: everything public may be indexed except the API and the owner's pages. */
export function loader({ context }: LoaderFunctionArgs) {
  const body = `User-agent: *\nDisallow: /api/\nDisallow: /admin/\nSitemap: ${absoluteUrl("/sitemap.xml", context.origin)}\n`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": hourCacheControl } });
}
