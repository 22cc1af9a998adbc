import type { LoaderFunctionArgs } from "@remix-run/node";
import { feedResponse } from "../server/feed-response.server";

/** GET /albums/:slug/feed.json: an album's newest photos, and its sub-albums' (JSON Feed 1.1). */
export function loader({ params, context }: LoaderFunctionArgs) {
  return feedResponse(context.origin, "json", params.slug ?? "");
}
