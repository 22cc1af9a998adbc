import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { getAnalytics } from "../lib/runtime.server";

/** POST /api/collect: the tracker's batches. */
export async function action({ request, context }: ActionFunctionArgs) {
  return (await getAnalytics()).collector.collect(request, context.clientIp);
}

/** GET /api/collect?events=…: the tracker's fallback when neither beacon nor fetch can send. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return (await getAnalytics()).collector.collect(request, context.clientIp);
}
