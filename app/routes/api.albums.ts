import type { LoaderFunctionArgs } from "@remix-run/node";
import { albumListResponse } from "../server/album-list-response.server";

/** GET /api/albums?page=N&v=<version>: a page of the top-level albums (the home page's cards, the menu's first level). */
export function loader({ request, context }: LoaderFunctionArgs) {
  return albumListResponse(request, context, undefined);
}
