import path from "node:path";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { attachment, fileResponse, jsonError } from "../lib/http/responses.server";
import { itemParams } from "../lib/http/route-params.server";
import { getSite } from "../lib/runtime.server";

/** GET /original/:id — the untouched original, when the owner allows downloads. */
export async function loader({ params }: LoaderFunctionArgs) {
  const parsed = itemParams.safeParse(params);
  if (!parsed.success) return jsonError(404, "ORIGINAL_NOT_AVAILABLE");
  const site = await getSite();
  const entry = site.itemsById.get(parsed.data.id);
  if (!entry?.album.originals || entry.item.type !== "image") return jsonError(404, "ORIGINAL_NOT_AVAILABLE");
  const { item } = entry;
  try {
    return await fileResponse(item.file, {
      "Content-Type": "application/octet-stream",
      "Content-Disposition": attachment(path.basename(item.file)),
      "Cache-Control": "public, max-age=3600",
    });
  } catch {
    return jsonError(404, "ORIGINAL_NOT_AVAILABLE");
  }
}
