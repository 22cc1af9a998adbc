import type { AppLoadContext } from "@remix-run/node";
import type { AnsweredCode } from "../lib/core/errors";
import { privateCacheControl } from "../lib/http/cache-control";
import { fromOwnPage } from "../lib/http/own-page-request";
import { jsonError } from "../lib/http/responses.server";
import { proofingFormSchema, changeOf } from "../lib/proofing/proofing-form";
import { proofingLimits } from "../lib/proofing/proofing-config";
import { isPickable } from "../lib/proofing/pickable";
import { refusedChange } from "../lib/proofing/proofing-rules";
import { proofingState } from "../lib/proofing/proofing-state";
import { proofingHolder } from "./proofing-desk.server";
import { getRuntime } from "./runtime.server";

export type ProofingRefusal = Extract<AnsweredCode, `PROOFING_${string}`>;

/**
 * POST /proofing: one change to the sender's selection in one album. Steps, each refusing with
 * its code: from the site's own page; a form that is one; an album that takes picks from this
 * visitor (their live link opens it); the person's minute's changes; album.yml's rules; the
 * store's maxima and lock, in one transaction. With JavaScript (Accept: application/json) the answer
 * is the new state or the refusal; without, a redirect back to the page, which shows either.
 */
export async function proofingAction(request: Request, context: AppLoadContext): Promise<Response> {
  const wantsJson = /\bapplication\/json\b/.test(request.headers.get("accept") ?? "");
  const fields = await request.formData().catch(() => undefined);
  const parsed = proofingFormSchema.safeParse(fields && Object.fromEntries([...fields].filter(([, value]) => typeof value === "string")));
  const back = parsed.success ? parsed.data.back : undefined;
  const refuse = (code: ProofingRefusal, headers: Record<string, string> = {}) =>
    wantsJson || !back ? withHeaders(jsonError(code), headers) : redirectBack(back, code);

  const headers = Object.fromEntries(["sec-fetch-site", "origin"].flatMap((name) => (request.headers.has(name) ? [[name, request.headers.get(name)!]] : [])));
  if (!fromOwnPage(headers, context.origin ? new URL(context.origin).hostname : new URL(request.url).hostname)) return jsonError("PROOFING_CROSS_SITE");
  if (!parsed.success) return refuse("PROOFING_INVALID");
  const { visit } = context;
  const album = visit.site?.albumsBySlug.get(parsed.data.album);
  const holder = album && proofingHolder(visit, album);
  if (!album || !holder) return refuse("PROOFING_UNAVAILABLE");
  const { proofing, notifier } = await getRuntime();
  const wait = proofing.takeChange(holder.proofer.grantId);
  if (wait > 0) return refuse("PROOFING_RATE_LIMITED", { "Retry-After": String(wait) });
  const change = changeOf(parsed.data);
  const now = proofing.now();
  const inAlbum = (id: string) => {
    const found = visit.site?.itemsById.get(id);
    return found?.album.slug === album.slug && isPickable(found.item);
  };
  const ruled = refusedChange(change, holder.config, inAlbum, now);
  if (ruled) return refuse(ruled);
  const maxima = new Map(holder.config.lists.map((list) => [list.name, list.max ?? proofingLimits.listMax]));
  const verdict = proofing.store.change(holder.proofer, change, maxima, now);
  if (!verdict.ok) return refuse(verdict.code);
  const state = proofingState(album.slug, holder.config, verdict.selection, now);
  if (change.kind === "send") {
    const lists = state.lists.map(({ name, count, max }) => ({ name, picked: count, max }));
    notifier.notify({
      kind: "selection_sent",
      linkId: holder.proofer.linkId,
      linkLabel: holder.linkLabel,
      albumTitle: album.title,
      person: state.name || undefined,
      lists,
      at: now,
    });
  }
  if (!wantsJson && back) return redirectBack(back);
  return new Response(JSON.stringify({ state }), {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": privateCacheControl },
  });
}

function withHeaders(response: Response, headers: Record<string, string>): Response {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

/** Post, redirect, get: the page as it now is, and what was refused in its address for it to say. */
function redirectBack(back: string, refused?: ProofingRefusal): Response {
  const location = refused ? `${back}?proofing=${refused}` : back;
  return new Response(null, { status: 303, headers: { Location: location, "Cache-Control": privateCacheControl } });
}
