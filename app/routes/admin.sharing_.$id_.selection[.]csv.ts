import type { LoaderFunctionArgs } from "@remix-run/node";
import { selectionCsvDownload } from "../server/selection-exports.server";

/** GET /admin/sharing/:id/selection.csv?album=<key> — the link's selections in one album as CSV (owner only). */
export const loader = ({ request, params, context }: LoaderFunctionArgs) => selectionCsvDownload({ request, params, context });
