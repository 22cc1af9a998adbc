import type { LoaderFunctionArgs } from "@remix-run/node";
import { findAlbumIndex } from "../server/album-resource.server";
import { immutableCacheControl, revalidatedCacheControl } from "../lib/http/cache-control";
import { jsonResponse } from "../lib/http/responses.server";
import { readAlbumPageQuery } from "../lib/http/route-params.server";

/**
 * GET /api/galleries/:slug/items?page=N&v=<version>: one page of an album's items, as its grid
 * and viewer draw them. Asked with the album's current version, the answer is cached for good.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const index = await findAlbumIndex(params, context);
  if (index instanceof Response) return index;
  const { page, v } = readAlbumPageQuery(request, index.pages);
  return jsonResponse(request, index.pageBody(page), v === index.version ? immutableCacheControl : revalidatedCacheControl);
}
