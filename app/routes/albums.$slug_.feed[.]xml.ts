import type { LoaderFunctionArgs } from "@remix-run/node";
import { feedResponse } from "../server/feed-response.server";

/** GET /albums/:slug/feed.xml: an album's newest photos, and its sub-albums' (Atom 1.0). */
export function loader({ params, context }: LoaderFunctionArgs) {
  return feedResponse(context.origin, "atom", params.slug ?? "");
}
