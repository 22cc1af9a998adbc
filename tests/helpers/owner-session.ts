/** Logs in to a running server as the owner with plain HTTP (CSRF token and all); returns the Cookie header. */
export async function ownerCookie(baseUrl: string, password: string): Promise<string> {
  const page = await fetch(`${baseUrl}/admin/login`);
  const csrfCookie = (page.headers.getSetCookie().find((cookie) => cookie.startsWith("vitrine_csrf=")) ?? "").split(";")[0] ?? "";
  const token = /name="csrf" value="([^"]+)"/.exec(await page.text())?.[1] ?? "";
  const login = await fetch(`${baseUrl}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie: csrfCookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrf: token, password, next: "/admin/analytics" }),
  });
  const session = login.headers.getSetCookie().find((cookie) => cookie.startsWith("vitrine_session="));
  if (login.status !== 302 || !session) throw new Error(`login failed with ${login.status}`);
  return `${csrfCookie}; ${session.split(";")[0]}`;
}
