import type { LoaderFunctionArgs } from "@remix-run/node";
import { feedResponse } from "../server/feed-response.server";

/** GET /feed.xml: the site's newest photos and albums (Atom 1.0). */
export function loader({ context }: LoaderFunctionArgs) {
  return feedResponse(context.origin, "atom");
}
