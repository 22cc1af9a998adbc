import type { LoaderFunctionArgs } from "@remix-run/node";
import { albumManifest, withUrls } from "../lib/content/manifest";
import { jsonError, jsonWithEtag } from "../lib/http/responses.server";
import { albumParams } from "../lib/http/route-params.server";
import { getSite } from "../lib/runtime.server";

/** GET /api/galleries/:slug: one album's items, in viewer order. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const parsed = albumParams.safeParse(params);
  if (!parsed.success) return jsonError(404, "ALBUM_NOT_FOUND");
  const site = await getSite();
  const album = site.albumsBySlug.get(parsed.data.slug);
  if (!album) return jsonError(404, "ALBUM_NOT_FOUND");
  return jsonWithEtag(request, withUrls(albumManifest(site, album)));
}
