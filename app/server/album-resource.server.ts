import type { AppLoadContext } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import { albumIndex, type AlbumIndex } from "./album-index.server";
import { siteOf } from "./runtime.server";
import { jsonError } from "../lib/http/responses.server";
import { albumParams } from "../lib/http/route-params.server";

/** The album an album resource route names, with its index; or the 404 to answer. */
export async function findAlbumIndex(params: Params, context: AppLoadContext): Promise<AlbumIndex | Response> {
  const parsed = albumParams.safeParse(params);
  if (!parsed.success) return jsonError("ALBUM_NOT_FOUND");
  const site = await siteOf(context);
  const album = site.albumsBySlug.get(parsed.data.slug);
  if (!album) return jsonError("ALBUM_NOT_FOUND");
  return albumIndex(site, album);
}
