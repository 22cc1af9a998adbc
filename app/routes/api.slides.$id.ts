import { readFile } from "node:fs/promises";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { sanitizeSlideHtml } from "../lib/content/items";
import { jsonError, jsonWithEtag } from "../lib/http/responses.server";
import { getSite } from "../lib/runtime.server";

/** GET /api/slides/:id: the content of an ajax slide, sanitised, as { id, title, html }. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const site = await getSite();
  const entry = site.itemsById.get(params.id ?? "");
  if (!entry || entry.item.type !== "ajax") return jsonError(404, "SLIDE_NOT_FOUND");
  const { item } = entry;
  try {
    if (!item.file) throw new Error("missing");
    const html = sanitizeSlideHtml(await readFile(item.file, "utf8"));
    return jsonWithEtag(request, { id: item.id, title: item.title, html });
  } catch {
    return jsonError(404, "SLIDE_NOT_FOUND", "The content of this slide is missing.");
  }
}
