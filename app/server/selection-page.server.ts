import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { z } from "zod/v4";
import { privateCacheControl } from "../lib/http/cache-control";
import { jsonError } from "../lib/http/responses.server";
import { selectionPagePath } from "../lib/proofing/selection-addresses";
import { selectionSchema } from "../lib/proofing/selection";
import { shareLinkSchema, type ShareLink } from "../lib/sharing/share-link";
import { openAdminPage } from "./admin-page.server";
import { linkSelections, type LinkSelections } from "./link-selections.server";
import { getAnalytics, getOwnerSite, getRuntime } from "./runtime.server";

type Params = { id?: string };

/** The link the address names, revoked or expired too (its selections stay the owner's to read); a 404 for any other id. */
async function linkOf(params: Params): Promise<ShareLink> {
  const id = shareLinkSchema.shape.id.safeParse(params.id);
  const link = id.success ? (await getRuntime()).sharing.byId(id.data) : undefined;
  if (!link) throw jsonError("SHARE_LINK_NOT_FOUND");
  return link;
}

/** GET /admin/sharing/:id — the link, and every selection made through it (link-selections.server.ts). */
export async function loadSelectionPage(request: Request, params: Params, context: AppLoadContext) {
  const { now, search, range, csrf, init } = await openAdminPage(request, context);
  const link = await linkOf(params);
  const [site, { proofing }] = await Promise.all([getOwnerSite(), getRuntime()]);
  const shown = linkSelections(site, link, proofing.store.selectionsOfLink(link.id), now);
  // This page reads no date range: a bad one in the address (kept by the nav's links) is no error here.
  return data({ range, csrf, ...shown, reopened: reopenedNotice(search.get("reopened"), shown) }, { headers: init.headers });
}

const reopenForm = z.object({ intent: z.literal("reopen"), selection: selectionSchema.shape.id });

/** POST /admin/sharing/:id — reopen a sent selection (owner only, CSRF-checked), then a redirect that says so. */
export async function selectionPageAction(request: Request, params: Params, context: AppLoadContext) {
  const { auth } = await getAnalytics();
  auth.requireOwnerPage(request, context.visit.sight?.owner === true);
  const form = await auth.validateForm(request);
  const link = await linkOf(params);
  const asked = reopenForm.safeParse({ intent: form.get("intent"), selection: form.get("selection") });
  if (!asked.success) return refused("This page does not know what that form asks for. Reload it and try again.");
  if (!(await getRuntime()).proofing.store.reopen(link.id, asked.data.selection)) return refused("No selection on this link has that id.");
  // Post/redirect/get: a reload shows the page again rather than sending the form twice.
  throw redirect(`${selectionPagePath(link.id)}?reopened=${asked.data.selection}`, 303);
}

function refused(problem: string) {
  return data({ problem }, { status: 400, headers: { "Cache-Control": privateCacheControl } });
}

/** Whose selection the redirect after a reopen names, read back from the page's own people. */
function reopenedNotice(asked: string | null, shown: LinkSelections) {
  const person = shown.albums.flatMap((album) => album.people).find((one) => one.id === asked);
  return person && { name: person.name };
}
