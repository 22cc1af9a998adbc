/** The login form of a running server, read once: its CSRF cookie and token, reusable for any number of posts. */
export type LoginForm = {
  csrfCookie: string;
  /** The form's CSRF token, good for any of the owner's forms (logout too) with `csrfCookie`. */
  token: string;
  /** Posts the form (no redirect followed) with these extra headers, e.g. X-Forwarded-For. */
  post: (password: string, options?: { next?: string; headers?: Record<string, string> }) => Promise<Response>;
};

export async function loginForm(baseUrl: string, headers: Record<string, string> = {}): Promise<LoginForm> {
  const page = await fetch(`${baseUrl}/admin/login`, { headers });
  const csrfCookie = (page.headers.getSetCookie().find((cookie) => cookie.startsWith("vitrine_csrf=")) ?? "").split(";")[0] ?? "";
  const token = /name="csrf" value="([^"]+)"/.exec(await page.text())?.[1] ?? "";
  return {
    csrfCookie,
    token,
    post: (password, options = {}) =>
      fetch(`${baseUrl}/admin/login`, {
        method: "POST",
        redirect: "manual",
        headers: { cookie: csrfCookie, "content-type": "application/x-www-form-urlencoded", ...options.headers },
        body: new URLSearchParams({ csrf: token, password, next: options.next ?? "/admin/analytics" }),
      }),
  };
}

/** The Set-Cookie line the response carries for this cookie, or undefined. */
export function setCookie(response: Response, name: string): string | undefined {
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
}
