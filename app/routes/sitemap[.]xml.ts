import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod/v4";
import { sitemapBody } from "../lib/feeds/sitemap.server";
import { hourCacheControl } from "../lib/http/cache-control";
import { getSite } from "../server/runtime.server";

const partQuery = z
  .string()
  .regex(/^[1-9][0-9]{0,5}$/)
  .transform(Number)
  .optional();

/** GET /sitemap.xml: the home page, every page of every album and every photo page (with its image); an index of parts past 50,000. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = await getSite();
  const part = partQuery.safeParse(new URL(request.url).searchParams.get("part") ?? undefined);
  const body = part.success ? sitemapBody(site, context.origin, part.data) : undefined;
  if (body === undefined) return new Response("No such sitemap part", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": hourCacheControl } });
}
