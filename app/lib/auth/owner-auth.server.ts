import { createCookie, createCookieSessionStorage, redirect } from "@remix-run/node";
import { CSRF, CSRFError } from "remix-utils/csrf/server";
import { safeRedirect } from "remix-utils/safe-redirect";
import { anonymiseIp } from "../analytics/anonymise-ip";
import { jsonError } from "../http/responses.server";
import { verifyPassword } from "./password-hash.server";
import { createRateLimiter } from "./rate-limiter";

export const LOGIN_PATH = "/admin/login";
export const DASHBOARD_PATH = "/admin/analytics";
const sessionHours = 8;

export type LoginResult = { ok: true; headers: Headers; to: string } | { ok: false; status: number; code: "LOGIN_FAILED" | "LOGIN_RATE_LIMITED" | "LOGIN_REQUIRED"; retryAfterSeconds?: number };

/**
 * The owner's login: a signed session cookie (HttpOnly, SameSite=Strict, Secure over HTTPS, scoped
 * to /admin), CSRF tokens for every form, and at most 5 failed attempts per address in 15 minutes.
 */
export function createOwnerAuth({ secret, passwordHash }: { secret: string; passwordHash: string | undefined }) {
  const cookieOptions = { httpOnly: true, sameSite: "strict" as const, path: "/admin", secrets: [secret] };
  const sessions = createCookieSessionStorage<{ owner: true }>({
    cookie: { name: "vitrine_session", maxAge: sessionHours * 3600, ...cookieOptions },
  });
  const csrf = new CSRF({ cookie: createCookie("vitrine_csrf", cookieOptions), secret, formDataKey: "csrf" });
  const attempts = createRateLimiter({ limit: 5, windowMs: 15 * 60_000 });
  const secure = (request: Request) => ({ secure: new URL(request.url).protocol === "https:" });

  async function isOwner(request: Request) {
    const session = await sessions.getSession(request.headers.get("Cookie"));
    return session.get("owner") === true;
  }

  return {
    configured: passwordHash !== undefined,
    isOwner,
    /** Dashboard pages: a visitor without the session is sent to the login, and back after it. */
    async requireOwnerPage(request: Request) {
      if (await isOwner(request)) return;
      const url = new URL(request.url);
      throw redirect(`${LOGIN_PATH}?next=${encodeURIComponent(url.pathname + url.search)}`);
    },
    /** Exports and other machine-read responses: 401, never a page. */
    async requireOwnerApi(request: Request) {
      if (!(await isOwner(request))) throw jsonError(401, "LOGIN_REQUIRED");
    },
    /** A token for the page's forms, and the cookie to set when it is new. */
    async csrfToken(request: Request) {
      const [token, cookie] = await csrf.commitToken(request);
      return { token, headers: cookie ? new Headers({ "Set-Cookie": cookie }) : new Headers() };
    },
    /** Throws a 403 response when the form's token does not match the cookie's. */
    async validateForm(request: Request): Promise<FormData> {
      const form = await request.formData();
      try {
        await csrf.validate(form, request.headers);
      } catch (error) {
        if (error instanceof CSRFError) throw jsonError(403, "CSRF_INVALID");
        throw error;
      }
      return form;
    },
    async login(request: Request, form: FormData, clientIp: string | undefined): Promise<LoginResult> {
      if (!passwordHash) return { ok: false, status: 401, code: "LOGIN_REQUIRED" };
      const key = anonymiseIp(clientIp);
      const wait = attempts.retryAfter(key);
      if (wait > 0) return { ok: false, status: 429, code: "LOGIN_RATE_LIMITED", retryAfterSeconds: Math.ceil(wait / 1000) };
      const password = form.get("password");
      if (typeof password !== "string" || password.length > 1024 || !(await verifyPassword(password, passwordHash))) {
        attempts.hit(key);
        return { ok: false, status: 401, code: "LOGIN_FAILED" };
      }
      attempts.clear(key);
      const session = await sessions.getSession();
      session.set("owner", true);
      const headers = new Headers({ "Set-Cookie": await sessions.commitSession(session, secure(request)) });
      return { ok: true, headers, to: safeRedirect(form.get("next"), DASHBOARD_PATH) };
    },
    async logout(request: Request): Promise<Headers> {
      const session = await sessions.getSession(request.headers.get("Cookie"));
      return new Headers({ "Set-Cookie": await sessions.destroySession(session, secure(request)) });
    },
  };
}

export type OwnerAuth = ReturnType<typeof createOwnerAuth>;
