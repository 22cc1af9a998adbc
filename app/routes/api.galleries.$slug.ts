import type { LoaderFunctionArgs } from "@remix-run/node";
import { withUrls } from "../lib/content/manifest";
import { findAlbumIndex } from "../lib/http/album-resource.server";
import { jsonWithEtag } from "../lib/http/responses.server";

/** GET /api/galleries/:slug: one album's items, in viewer order. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const index = await findAlbumIndex(params);
  if (index instanceof Response) return index;
  return jsonWithEtag(request, withUrls({ ...index.header, items: index.items }));
}
