import { data, type AppLoadContext } from "@remix-run/node";
import type { InboxLine } from "../lib/proofing/notify/delivery-state";
import { formatNotice } from "../lib/proofing/notify/notice";
import { openAdminPage } from "./admin-page.server";
import { getRuntime } from "./runtime.server";

/** How many notices the inbox shows: a season of a busy photographer's selections and first opens. */
const inboxShown = 200;

/** The inbox page's data: the newest notices with their deliveries, and each configured channel's health. */
export async function loadInboxPage(request: Request, context: AppLoadContext) {
  const { range, csrf, init } = await openAdminPage(request, context);
  const { notifier } = await getRuntime();
  // The same words the channels are sent, made here: the page's script needs no notice schema.
  const entries = notifier.inbox(inboxShown).map(({ id, notice, deliveries }): InboxLine => {
    const { title, text } = formatNotice(notice, undefined);
    return { id, at: notice.at, kind: notice.kind, linkId: notice.linkId, title, line: text.split("\n")[0]!, deliveries };
  });
  return data({ range, csrf, entries, channels: notifier.health() }, { headers: init.headers });
}
