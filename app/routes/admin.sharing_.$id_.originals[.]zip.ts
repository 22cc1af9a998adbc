import type { LoaderFunctionArgs } from "@remix-run/node";
import { originalsDownload } from "../server/selection-exports.server";

/** GET /admin/sharing/:id/originals.zip?album=<key> — the picks' originals as a ZIP, streamed (owner only). */
export const loader = ({ request, params, context }: LoaderFunctionArgs) => originalsDownload({ request, params, context });
