import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod/v4";
import { siteTranslator } from "../lib/content/site-translator.server";
import { routeOwnHeaders } from "../lib/http/route-headers";
import { privateCacheControl } from "../lib/http/page-cache/cache-rules";
import { useT } from "../hooks/use-t";
import { openShareLink, type ShareOpening } from "../server/share-opening.server";
import { getSite } from "../server/runtime.server";

// The token is in this page's address: nothing here may pass it on (no Referer, no analytics, no cache).
export const handle = { untracked: true };
export const headers = routeOwnHeaders;

// The origin alone, even to this site: the album a password opens must not find the token in
// document.referrer (the tracker reports it). Not no-referrer: a form posted under it says
// `Origin: null`, which Remix refuses.
const personal = { "Cache-Control": privateCacheControl, "Referrer-Policy": "origin" };
const passwordForm = z.object({ password: z.string().max(1024) });

/** A share link's preview (a chat's card) says the site's name and "Private album", nothing of the album. */
export const meta: MetaFunction<typeof loader> = ({ data: page }) => {
  const title = page ? `${page.heading} · ${page.siteTitle}` : "";
  return [{ title }, { property: "og:title", content: title }, { name: "robots", content: "noindex" }];
};

async function answer(opening: ShareOpening) {
  if (opening.kind === "unknown") throw new Response("Not found", { status: 404 });
  if (opening.kind === "open") throw redirect(opening.to, { status: 303, headers: { ...personal, "Set-Cookie": opening.cookie } });
  const site = await getSite();
  const t = siteTranslator(site.config);
  const heading = opening.kind === "gone" ? t(opening.reason === "expired" ? "share.expired" : "share.revoked") : t("share.privateAlbum");
  const refused = opening.kind === "password" ? opening.refused : undefined;
  const waitSeconds =
    opening.kind === "limited" ? opening.retryAfterSeconds : refused && "retryAfterSeconds" in refused ? refused.retryAfterSeconds : undefined;
  const retry = waitSeconds === undefined ? undefined : { "Retry-After": String(waitSeconds) };
  const status = opening.kind === "gone" ? 410 : opening.kind === "limited" ? 429 : (refused?.status ?? 200);
  return data(
    { siteTitle: site.config.title, heading, gone: opening.kind === "gone", limited: opening.kind === "limited", refused: refused?.status },
    { status, headers: { ...personal, ...retry } },
  );
}

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  return answer(
    await openShareLink({ token: params.token, cookieHeader: request.headers.get("Cookie"), https: context.https === true, clientIp: context.clientIp }),
  );
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const form = passwordForm.safeParse({ password: (await request.formData()).get("password") });
  const visit = { token: params.token, cookieHeader: request.headers.get("Cookie"), https: context.https === true, clientIp: context.clientIp };
  return answer(await openShareLink(visit, form.success ? form.data.password : ""));
}

const refusalText = { 401: "share.wrongPassword", 429: "share.tooMany", 503: "share.busy" } as const;

/** The password's form, or the page of a link that no longer opens anything. */
export default function ShareLinkPage() {
  const loaded = useLoaderData<typeof loader>();
  const page = useActionData<typeof action>() ?? loaded;
  const t = useT();
  return (
    <section className="share-gate" aria-labelledby="share-title">
      <h1 id="share-title">{page.heading}</h1>
      {page.gone ? (
        <p>{t("share.goneText")}</p>
      ) : page.limited ? (
        <p role="alert">{t("share.tooMany")}</p>
      ) : (
        // A whole-page post: the album then loads as a document of its own, and its referrer is empty.
        <Form method="post" reloadDocument className="share-gate__form">
          <p>{t("share.passwordIntro")}</p>
          <label htmlFor="share-password">{t("share.password")}</label>
          <input id="share-password" name="password" type="password" autoComplete="current-password" required maxLength={1024} autoFocus />
          {page.refused ? (
            <p className="share-gate__error" role="alert">
              {t(refusalText[page.refused])}
            </p>
          ) : null}
          <button type="submit">{t("share.open")}</button>
        </Form>
      )}
    </section>
  );
}
