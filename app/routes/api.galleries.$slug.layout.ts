import type { LoaderFunctionArgs } from "@remix-run/node";
import { findAlbumIndex } from "../server/album-resource.server";
import { immutableCacheControl, revalidatedCacheControl } from "../lib/http/cache-control";
import { jsonResponse } from "../lib/http/responses.server";
import { readAlbumPageQuery } from "../lib/http/route-params.server";

/**
 * GET /api/galleries/:slug/layout?v=<version>: every item's width and height, nothing else (a
 * 10,000-item album in a few tens of KB), so a page plans its whole grid and viewer without the items.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const index = await findAlbumIndex(params, context);
  if (index instanceof Response) return index;
  const { v } = readAlbumPageQuery(request, index.pages);
  return jsonResponse(request, index.layoutBody(), v === index.version ? immutableCacheControl : revalidatedCacheControl);
}
