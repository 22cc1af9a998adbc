import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod/v4";
import { siteStringsFor, siteTranslator } from "../lib/content/site-translator.server";
import type { StringNeed } from "../lib/i18n/page-strings";
import { errorStatus } from "../lib/core/errors";
import { routeOwnHeaders } from "../lib/http/route-headers";
import { privateCacheControl } from "../lib/http/cache-control";
import { useT } from "../hooks/use-t";
import { sharePasswordLength } from "../lib/sharing/share-link-limits";
import { landOnShareLink, openShareLink, type OpeningRequest, type ShareOpening } from "../server/share-opening.server";
import { getRuntime, getSite } from "../server/runtime.server";

// The token is in this page's address: nothing here may pass it on (no Referer, no analytics, no cache).
export const handle = { untracked: true, strings: ["share"] satisfies StringNeed[] };
export const headers = routeOwnHeaders;

// The origin alone, even to this site: the album a password opens must not find the token in
// document.referrer (the tracker reports it). Not no-referrer: a form posted under it says
// `Origin: null`, which Remix refuses.
const personal = { "Cache-Control": privateCacheControl, "Referrer-Policy": "origin" };
// A repeated field counts once (the first); an over-long or missing one opens nothing.
const passwordForm = z.object({ password: z.string().max(sharePasswordLength.max).optional() });

/** Every page of a link, and so every chat's preview card, says the site's name and "Private album", nothing of the album. */
export const meta: MetaFunction<typeof loader> = ({ data: page }) => {
  const title = page ? `${page.privateAlbum} · ${page.siteTitle}` : "";
  return [{ title }, { property: "og:title", content: title }, { name: "robots", content: "noindex" }];
};

/** The catalogue's code of a page that opens nothing now; a refused password's is its own. */
const refusalCode: Partial<Record<ShareOpening["kind"], "SHARE_LINK_GONE" | "SHARE_GRANTS_LIMITED" | "SHARE_PASSWORD_LIMITED">> = {
  gone: "SHARE_LINK_GONE",
  limited: "SHARE_GRANTS_LIMITED",
  locked: "SHARE_PASSWORD_LIMITED",
};

async function answer(opening: ShareOpening) {
  if (opening.kind === "unknown") throw new Response("Not found", { status: 404 });
  if (opening.kind === "open") {
    throw redirect(opening.to, { status: 303, headers: { ...personal, ...(opening.cookie ? { "Set-Cookie": opening.cookie } : {}) } });
  }
  const site = await getSite();
  const t = siteTranslator(site.config);
  const privateAlbum = t("share.privateAlbum");
  const heading = opening.kind === "gone" ? t(opening.reason === "expired" ? "share.expired" : "share.revoked") : privateAlbum;
  const refused = opening.kind === "landing" ? opening.refused : undefined;
  const waitSeconds =
    opening.kind === "limited" || opening.kind === "locked"
      ? opening.retryAfterSeconds
      : refused && "retryAfterSeconds" in refused
        ? refused.retryAfterSeconds
        : undefined;
  const retry = waitSeconds === undefined ? undefined : { "Retry-After": String(waitSeconds) };
  const code = refusalCode[opening.kind] ?? refused?.code;
  const status = code ? errorStatus(code) : 200;
  return data(
    {
      siteTitle: site.config.title,
      privateAlbum,
      heading,
      state: opening.kind === "landing" ? (opening.password ? "password" : "button") : opening.kind,
      refused: refused?.code,
      strings: siteStringsFor(site.config, handle.strings),
    },
    { status, headers: { ...personal, ...retry } },
  );
}

function openingOf({ params, context }: LoaderFunctionArgs): OpeningRequest {
  return { token: params.token, held: context.visit.sight?.grants ?? [], https: context.https === true, clientIp: context.clientIp };
}

export async function loader(args: LoaderFunctionArgs) {
  return answer(await landOnShareLink(openingOf(args), await getRuntime()));
}

export async function action(args: ActionFunctionArgs) {
  // Another site's page posting here grants nothing: it gets the landing page, where a person can press the button.
  const fetchSite = args.request.headers.get("Sec-Fetch-Site");
  if (fetchSite !== null && fetchSite !== "same-origin") return answer(await landOnShareLink(openingOf(args), await getRuntime()));
  const sent = await args.request.formData().catch(() => new FormData());
  const form = passwordForm.safeParse({ password: sent.get("password") ?? undefined });
  return answer(await openShareLink(openingOf(args), form.success ? form.data.password : "", await getRuntime()));
}

const refusalText = { SHARE_PASSWORD_WRONG: "share.wrongPassword", SHARE_PASSWORD_LIMITED: "share.tooMany", SHARE_PASSWORD_BUSY: "share.busy" } as const;

/** The landing page (a button, and the password's field when the link has one), or the page of a link that opens nothing now. */
export default function ShareLinkPage() {
  const loaded = useLoaderData<typeof loader>();
  const page = useActionData<typeof action>() ?? loaded;
  const t = useT();
  return (
    <section className="share-gate" aria-labelledby="share-title">
      <h1 id="share-title">{page.heading}</h1>
      {page.state === "gone" ? (
        <p>{t("share.goneText")}</p>
      ) : page.state === "limited" || page.state === "locked" ? (
        <p role="alert">{t(page.state === "locked" ? "share.locked" : "share.tooMany")}</p>
      ) : (
        // A whole-page post: the album then loads as a document of its own, and its referrer is empty.
        <Form method="post" reloadDocument className="share-gate__form">
          <p>{t(page.state === "password" ? "share.passwordIntro" : "share.intro")}</p>
          {page.state === "password" && (
            <>
              <label htmlFor="share-password">{t("share.password")}</label>
              <input
                id="share-password"
                name="password"
                type="password"
                autoComplete="current-password"
                required
                maxLength={sharePasswordLength.max}
                autoFocus
              />
            </>
          )}
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
