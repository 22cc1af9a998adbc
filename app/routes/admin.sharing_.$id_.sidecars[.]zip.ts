import type { LoaderFunctionArgs } from "@remix-run/node";
import { sidecarsDownload } from "../server/selection-exports.server";

/** GET /admin/sharing/:id/sidecars.zip?album=<key> — an XMP sidecar per picked picture, as a ZIP (owner only). */
export const loader = ({ request, params, context }: LoaderFunctionArgs) => sidecarsDownload({ request, params, context });
