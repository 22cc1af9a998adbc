import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { jsonError } from "../lib/http/responses.server";
import { getAnalytics } from "../lib/runtime.server";

async function collect(request: Request, clientIp: string | undefined) {
  const analytics = await getAnalytics();
  if (!analytics.config.enabled) return jsonError(404, "ANALYTICS_DISABLED");
  return analytics.collector.collect(request, clientIp);
}

/** POST /api/collect: the tracker's batches. */
export async function action({ request, context }: ActionFunctionArgs) {
  return collect(request, context.clientIp);
}

/** GET /api/collect?events=…: the tracker's fallback when neither beacon nor fetch can send. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return collect(request, context.clientIp);
}
