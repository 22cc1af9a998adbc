import { albumParams } from "../lib/http/route-params.server";
import { getRuntime } from "./runtime.server";
import { renderFeed, type FeedFormat } from "../lib/feeds/site-feeds.server";

const contentTypes: Record<FeedFormat, string> = { atom: "application/atom+xml; charset=utf-8", json: "application/feed+json; charset=utf-8" };

/** GET of a feed: the site's, or (with a slug) one album's; an unknown or unlisted album is a 404. */
export async function feedResponse(origin: string | undefined, format: FeedFormat, slug?: string): Promise<Response> {
  const runtime = await getRuntime();
  const site = await runtime.site();
  const album = slug === undefined ? undefined : albumParams.safeParse({ slug }).success ? site.albumsBySlug.get(slug) : undefined;
  // An unlisted album has no feed: feeds are for finding things.
  if (slug !== undefined && album?.access !== "public")
    return new Response("No such album", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const body = await renderFeed(site, runtime.store, origin, format, album);
  return new Response(body, { headers: { "Content-Type": contentTypes[format], "Cache-Control": "public, max-age=600" } });
}
