import type { LoaderFunctionArgs } from "@remix-run/node";
import { readAjaxSlide } from "../lib/content/slide-html.server";
import { jsonError, jsonWithEtag } from "../lib/http/responses.server";
import { itemParams } from "../lib/http/route-params.server";
import { siteOf } from "../server/runtime.server";

/** GET /api/slides/:id: the content of an ajax slide, sanitised, as { id, title, html }. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const parsed = itemParams.safeParse(params);
  if (!parsed.success) return jsonError("SLIDE_NOT_FOUND");
  const result = await readAjaxSlide(await siteOf(context), parsed.data.id);
  if ("slide" in result) return jsonWithEtag(request, result.slide);
  return jsonError("SLIDE_NOT_FOUND", result.missing ? "The content of this slide is missing." : undefined);
}
