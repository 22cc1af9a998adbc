import type { LoaderFunctionArgs } from "@remix-run/node";
import { mimeTypes, planWidths } from "../lib/images/plan";
import { fileResponse, jsonError } from "../lib/http/responses.server";
import { derivativeParams } from "../lib/http/route-params.server";
import { logLine } from "../lib/errors";
import { getRuntime } from "../lib/runtime.server";

/**
 * GET /img/:hash/:width.:format — a derivative, made on first request. Only hashes of images
 * in the site and planned widths resolve, so no address can reach any other file.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const parsed = derivativeParams.safeParse(params);
  if (!parsed.success) return jsonError(404, "IMAGE_NOT_FOUND");
  const wanted = parsed.data;
  const runtime = await getRuntime();
  const picture = (await runtime.site()).picturesByHash.get(wanted.hash);
  if (!picture || !planWidths(picture.width).includes(wanted.width)) return jsonError(404, "IMAGE_NOT_FOUND");
  try {
    const file = await runtime.store.ensure(picture, wanted.width, wanted.format, { signal: request.signal });
    // Public and content-addressed: other origins (a CDN's edge, a page node using ASSET_BASE_URL) may embed it.
    return await fileResponse(file, {
      "Content-Type": mimeTypes[wanted.format],
      "Cache-Control": "public, max-age=31536000, immutable",
      "Cross-Origin-Resource-Policy": "cross-origin",
    });
  } catch (error) {
    // The browser dropped the request (the tile scrolled away): nobody reads an answer, and it is no failure.
    if (request.signal.aborted) return new Response(null, { status: 499 });
    console.error(logLine("DERIVATIVE_FAILED", picture.file, `cannot make ${wanted.width}.${wanted.format}: ${(error as Error).message}`));
    return jsonError(404, "IMAGE_NOT_FOUND");
  }
}
