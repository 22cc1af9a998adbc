import { createCookie, redirect, type AppLoadContext } from "@remix-run/node";
import { CSRF, CSRFError } from "remix-utils/csrf/server";
import { z } from "zod/v4";
import { refusalOf, type Refusal } from "../core/errors";
import { anonymiseIp } from "../http/anonymise-ip";
import { ownerSessionCookie } from "../http/page-cache/cache-rules";
import { jsonError } from "../http/responses.server";
import { sameOriginPath } from "../http/same-origin-path";
import { createLoginGuard, type LoginRefusal } from "./login-guard.server";
import type { OwnerSessionStore } from "./owner-session-store";
import { passwordFingerprint } from "./owner-password-hash.server";
import { createOwnerSessions, sessionLifetime } from "./owner-sessions.server";
import { verifyPassword } from "./password-hash.server";

export const LOGIN_PATH = "/admin/login";
export const DASHBOARD_PATH = "/admin/analytics";

/** What the server knows of the visitor (a route's context): `https` makes every cookie set for them Secure. */
type Visit = Pick<AppLoadContext, "clientIp" | "https">;

export type LoginResult = { ok: true; headers: Headers; to: string } | LoginRefusal | ({ ok: false } & Refusal<"LOGIN_REQUIRED">);

const loginForm = z.object({ password: z.string().max(1024), next: sameOriginPath.optional().catch(undefined) });
const sessionId = z.string().min(1).max(100);

/**
 * The owner's login: a server-side session (owner-sessions.server.ts) named by a signed cookie
 * (HttpOnly, SameSite=Strict, on every path, as the owner sees private albums on the site, Secure whenever the site is served over https), CSRF
 * tokens for every form, and the login guard's limits on password checks.
 */
export function createOwnerAuth({ secret, passwordHash, store }: { secret: string; passwordHash: string | undefined; store: OwnerSessionStore }) {
  const cookieOptions = { httpOnly: true, sameSite: "strict" as const, path: "/admin", secrets: [secret] };
  // On every path, as the owner sees private albums on the site too. Max-Age is only the browser's
  // hint; the server ends the session by its own clock.
  const sessionCookie = createCookie(ownerSessionCookie, { ...cookieOptions, path: "/", maxAge: sessionLifetime.absoluteMs / 1000 });
  const csrfFor = (secure: boolean) => new CSRF({ cookie: createCookie("vitrine_csrf", { ...cookieOptions, secure }), secret, formDataKey: "csrf" });
  const csrf = { secure: csrfFor(true), plain: csrfFor(false) };
  const sessions = passwordHash ? createOwnerSessions({ store, fingerprint: passwordFingerprint(secret, passwordHash) }) : undefined;
  const guard = createLoginGuard();

  async function sessionIdOf(cookieHeader: string | null): Promise<string | undefined> {
    const parsed = sessionId.safeParse(await sessionCookie.parse(cookieHeader));
    return parsed.success ? parsed.data : undefined;
  }

  /** By the Cookie header alone: the edge asks it once per request (server/visit.server.ts), and every layer is told. */
  async function isOwnerCookie(cookieHeader: string | null): Promise<boolean> {
    if (!cookieHeader?.includes(`${ownerSessionCookie}=`)) return false;
    const id = await sessionIdOf(cookieHeader);
    return id !== undefined && sessions?.check(id) === true;
  }

  return {
    configured: passwordHash !== undefined,
    isOwnerCookie,
    /** Dashboard pages: a visitor who is not the owner (the request's Visit says) is sent to the login, and back after it. */
    requireOwnerPage(request: Request, owner: boolean) {
      if (owner) return;
      const url = new URL(request.url);
      throw redirect(`${LOGIN_PATH}?next=${encodeURIComponent(url.pathname + url.search)}`);
    },
    /** Exports and other machine-read responses: 401, never a page. */
    requireOwnerApi(owner: boolean) {
      if (!owner) throw jsonError("LOGIN_REQUIRED");
    },
    /** A token for the page's forms, and the cookie to set when it is new. */
    async csrfToken(request: Request, visit: Visit) {
      const [token, cookie] = await (visit.https === true ? csrf.secure : csrf.plain).commitToken(request);
      return { token, headers: cookie ? new Headers({ "Set-Cookie": cookie }) : new Headers() };
    },
    /** Throws a 403 response when the form's token does not match the cookie's. */
    async validateForm(request: Request): Promise<FormData> {
      const form = await request.formData();
      try {
        // Either instance validates alike: Secure only matters when a cookie is set.
        await csrf.plain.validate(form, request.headers);
      } catch (error) {
        if (error instanceof CSRFError) throw jsonError("CSRF_INVALID");
        throw error;
      }
      return form;
    },
    async login(form: FormData, visit: Visit): Promise<LoginResult> {
      if (!passwordHash || !sessions) return { ok: false, ...refusalOf("LOGIN_REQUIRED") };
      const fields = loginForm.safeParse({ password: form.get("password"), next: form.get("next") ?? undefined });
      const address = anonymiseIp(visit.clientIp);
      const verdict = await guard.attempt(address, async () => fields.success && (await verifyPassword(fields.data.password, passwordHash)));
      if (!verdict.ok) return verdict;
      console.log(`owner logged in from ${address}`);
      const cookie = await sessionCookie.serialize(sessions.start(), { secure: visit.https === true });
      return { ok: true, headers: new Headers({ "Set-Cookie": cookie }), to: (fields.success && fields.data.next) || DASHBOARD_PATH };
    },
    /** Ends the session on the server, not only in this browser. */
    async logout(request: Request, visit: Visit): Promise<Headers> {
      const id = await sessionIdOf(request.headers.get("Cookie"));
      if (id !== undefined) sessions?.end(id);
      return new Headers({ "Set-Cookie": await sessionCookie.serialize("", { secure: visit.https === true, maxAge: undefined, expires: new Date(0) }) });
    },
  };
}

export type OwnerAuth = ReturnType<typeof createOwnerAuth>;
