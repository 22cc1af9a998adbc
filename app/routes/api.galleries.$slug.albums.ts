import type { LoaderFunctionArgs } from "@remix-run/node";
import { albumListResponse } from "../server/album-list-response.server";
import { jsonError } from "../lib/http/responses.server";
import { albumParams } from "../lib/http/route-params.server";

/** GET /api/galleries/:slug/albums?page=N&v=<version>: a page of an album's sub-albums (its cards, its menu level). */
export function loader({ request, params, context }: LoaderFunctionArgs) {
  const parsed = albumParams.safeParse(params);
  if (!parsed.success) return jsonError("ALBUM_NOT_FOUND");
  return albumListResponse(request, context, parsed.data.slug);
}
