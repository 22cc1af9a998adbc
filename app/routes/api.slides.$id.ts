import type { LoaderFunctionArgs } from "@remix-run/node";
import { readAjaxSlide } from "../lib/content/slide-html.server";
import { jsonError, jsonWithEtag } from "../lib/http/responses.server";
import { getSite } from "../lib/runtime.server";

/** GET /api/slides/:id: the content of an ajax slide, sanitised, as { id, title, html }. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const result = await readAjaxSlide(await getSite(), params.id ?? "");
  if ("slide" in result) return jsonWithEtag(request, result.slide);
  return jsonError(404, "SLIDE_NOT_FOUND", result.missing ? "The content of this slide is missing." : undefined);
}
