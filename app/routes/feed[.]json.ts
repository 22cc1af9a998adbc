import type { LoaderFunctionArgs } from "@remix-run/node";
import { feedResponse } from "../server/feed-response.server";

/** GET /feed.json: the site's newest photos and albums (JSON Feed 1.1). */
export function loader({ context }: LoaderFunctionArgs) {
  return feedResponse(context.origin, "json");
}
