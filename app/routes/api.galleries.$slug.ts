import type { LoaderFunctionArgs } from "@remix-run/node";
import { findAlbumIndex } from "../server/album-resource.server";
import { jsonResponse } from "../lib/http/responses.server";

/** GET /api/galleries/:slug: one album's items, in viewer order; the body is made once per build (album-index.server.ts). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const index = await findAlbumIndex(params, context);
  if (index instanceof Response) return index;
  return jsonResponse(request, index.manifestBody());
}
