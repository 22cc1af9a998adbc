import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod/v4";
import { albumParams, readAlbumPageQuery } from "../lib/http/route-params.server";
import { getSite } from "./runtime.server";
import { siteStringsFor, siteTranslator } from "../lib/content/site-translator.server";
import type { StringNeed } from "../lib/i18n/page-strings";
import { browseListing, browsePage, browseSeo } from "../lib/browse/browse-page.server";
import { facets, siteFacets } from "../lib/browse/facets";
import { writtenLimits } from "../lib/images/written-metadata";

/**
 * A facet and a value's slug (folded ASCII, as album slugs), or a keyword hierarchy's, a slug a
 * level (`places/europe/zurich`): anything else answers 404, never 500.
 */
const browseParams = z.object({
  facet: z.enum(facets),
  "*": z
    .string()
    .max(1000)
    .refine((value) => {
      const levels = value.split("/");
      return levels.length <= writtenLimits.levels && levels.every((level) => albumParams.shape.slug.safeParse(level).success);
    })
    .optional(),
});

function notFound(): never {
  throw new Response("Not found", { status: 404 });
}

/** `/<facet>/<slug>` (and a hierarchy's `/tags/<slug>/<slug>…`): one page of the value's photos, with the strings its page needs (its route's `handle.strings`). */
export async function browsePageLoader({ request, params, context }: LoaderFunctionArgs, strings: readonly StringNeed[]) {
  const parsed = browseParams.safeParse(params);
  const value = parsed.data?.["*"];
  if (!parsed.success || !value) notFound();
  const site = await getSite();
  if (!siteFacets(site.config).includes(parsed.data.facet)) notFound();
  const data = browsePage(site, parsed.data.facet, value, readAlbumPageQuery(request).page) ?? notFound();
  return {
    data,
    share: site.config.share,
    seo: browseSeo(data, { siteTitle: site.config.title, origin: context.origin, assetBase: site.assetBase, t: siteTranslator(site.config) }),
    strings: siteStringsFor(site.config, strings),
  };
}

/** `/<facet>`: one page of its values (a hierarchy's top levels), each with its count and cover, with the strings its page needs. */
export async function browseListingLoader({ request, params, context }: LoaderFunctionArgs, strings: readonly StringNeed[]) {
  const parsed = browseParams.safeParse(params);
  if (!parsed.success) notFound();
  const site = await getSite();
  if (!siteFacets(site.config).includes(parsed.data.facet)) notFound();
  const data = browseListing(site, parsed.data.facet, readAlbumPageQuery(request).page);
  return {
    data,
    seo: browseSeo(data, { siteTitle: site.config.title, origin: context.origin, assetBase: site.assetBase, t: siteTranslator(site.config) }),
    strings: siteStringsFor(site.config, strings),
  };
}
