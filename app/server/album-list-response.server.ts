import { albumLists } from "./album-lists.server";
import type { AppLoadContext } from "@remix-run/node";
import { siteOf } from "./runtime.server";
import { immutableCacheControl, revalidatedCacheControl } from "../lib/http/cache-control";
import { jsonError, jsonResponse } from "../lib/http/responses.server";
import { readAlbumPageQuery } from "../lib/http/route-params.server";

/**
 * A page of a list of albums as JSON (the top level's when `parent` is undefined). Asked with the
 * tree's current version, the answer is cached for good: a menu level or a card page costs one
 * request per build.
 */
export async function albumListResponse(request: Request, context: AppLoadContext, parent: string | undefined): Promise<Response> {
  const lists = albumLists(await siteOf(context));
  const { page, v } = readAlbumPageQuery(request);
  const body = lists.body(parent, page);
  if (!body) return jsonError("ALBUM_NOT_FOUND");
  return jsonResponse(request, body, v === lists.version ? immutableCacheControl : revalidatedCacheControl);
}
