import type { LoaderFunctionArgs } from "@remix-run/node";
import { albumTree, withUrls } from "../lib/content/manifest";
import { jsonWithEtag } from "../lib/http/responses.server";
import { getSite } from "../server/runtime.server";

/** GET /api/galleries: the album tree. */
export async function loader({ request }: LoaderFunctionArgs) {
  const site = await getSite();
  return jsonWithEtag(request, { title: site.config.title, albums: withUrls(albumTree(site), site.assetBase) });
}
