import type { AppLoadContext } from "@remix-run/node";
import { lastDays, parseDateRange } from "../lib/analytics/dashboard/date-range";
import { errorCodes, errorStatus } from "../lib/core/errors";
import { privateCacheControl } from "../lib/http/cache-control";
import { getAnalytics } from "./runtime.server";

/**
 * What every page of the owner's dashboard opens with: the owner checked (else the login page), the
 * range the address asks for (the last 7 days when it names none that is valid: then `rangeError`
 * and a 400), a CSRF token for its forms, and headers that keep the page out of every cache.
 */
export async function openAdminPage(request: Request, context: AppLoadContext) {
  const analytics = await getAnalytics();
  analytics.auth.requireOwnerPage(request, context.visit.sight?.owner === true);
  const now = Date.now();
  const search = new URL(request.url).searchParams;
  const requested = parseDateRange(search, now);
  const { token, headers } = await analytics.auth.csrfToken(request, context);
  headers.set("Cache-Control", privateCacheControl);
  return {
    ...analytics,
    now,
    search,
    range: requested ?? lastDays(7, now),
    csrf: token,
    rangeError: requested ? undefined : errorCodes.DATE_RANGE_INVALID.message,
    init: { headers, status: requested ? 200 : errorStatus("DATE_RANGE_INVALID") },
  };
}
