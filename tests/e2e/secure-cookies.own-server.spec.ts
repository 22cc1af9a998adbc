import path from "node:path";
import { expect, test } from "@playwright/test";
import { makeJpeg, tempDir, writeYaml } from "../helpers/fixtures";
import { loginForm, setCookie } from "../helpers/login-form";
import { spawnServer, type SpawnedServer } from "../harness/spawn-server";
import { freePorts } from "../harness/free-ports";

// Three sites: served over https by their baseUrl; behind a trusted proxy (which says how it was
// reached); and one trusting no proxy (whose X-Forwarded-Proto is anyone's claim).
const password = "secure-cookie-password";
const [httpsPort, proxiedPort, plainPort] = (await freePorts(3)) as [number, number, number];
const sites = {
  httpsBaseUrl: { port: httpsPort, config: { baseUrl: "https://photos.example" }, env: {} },
  trustedProxy: { port: proxiedPort, config: {}, env: { TRUST_PROXY: "loopback" } },
  noProxy: { port: plainPort, config: {}, env: {} },
};
const servers: SpawnedServer[] = [];

// One worker runs the file: its tests share its servers.
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  for (const site of Object.values(sites)) {
    const content = await tempDir();
    await writeYaml(path.join(content, "vitrine.config.yml"), { title: "Cookies", ...site.config });
    await makeJpeg(path.join(content, "Album", "one.jpg"), { width: 60, height: 40 });
    servers.push(spawnServer({ PORT: String(site.port), CONTENT_DIR: content, DATA_DIR: await tempDir(), VITRINE_ADMIN_PASSWORD: password, ...site.env }));
  }
  await Promise.all(servers.map((server) => server.listening(60_000)));
});
test.afterAll(async () => {
  for (const server of servers) server.child.kill("SIGTERM");
  await Promise.all(servers.map((server) => server.exited));
});

/** The attributes of the CSRF cookie, the session cookie and the logout's clearing cookie, as this visitor gets them. */
async function cookiesFor(port: number, headers: Record<string, string> = {}) {
  const origin = `http://127.0.0.1:${port}`;
  const form = await loginForm(origin, headers);
  const login = await form.post(password, { headers });
  expect(login.status).toBe(302);
  const session = setCookie(login, "vitrine_session")!;
  const logout = await fetch(`${origin}/admin/logout`, {
    method: "POST",
    redirect: "manual",
    headers: { ...headers, cookie: `${form.csrfCookie}; ${session.split(";")[0]}`, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrf: form.token }),
  });
  const attributes = (cookie: string | undefined) =>
    (cookie ?? "")
      .split(";")
      .slice(1)
      .map((part) => part.trim());
  // loginForm keeps only name=value of the CSRF cookie: ask for the page again to read its attributes.
  const page = await fetch(`${origin}/admin/login`, { headers });
  return { csrf: attributes(setCookie(page, "vitrine_csrf")), session: attributes(session), cleared: attributes(setCookie(logout, "vitrine_session")) };
}

const secure = (attributes: string[]) => attributes.includes("Secure");

test("a site whose baseUrl is https sets every cookie Secure, HttpOnly, SameSite=Strict; the session on every path (the owner sees private albums), the CSRF cookie on /admin", async () => {
  const cookies = await cookiesFor(sites.httpsBaseUrl.port);
  for (const attributes of Object.values(cookies)) expect(attributes).toEqual(expect.arrayContaining(["Secure", "HttpOnly", "SameSite=Strict"]));
  expect(cookies.csrf).toContain("Path=/admin");
  expect(cookies.session).toContain("Path=/");
  expect(cookies.session.find((attribute) => attribute.startsWith("Max-Age="))).toBe("Max-Age=28800");
});

test("behind a trusted proxy, X-Forwarded-Proto: https makes the cookies Secure; plain http does not", async () => {
  const overHttps = await cookiesFor(sites.trustedProxy.port, { "x-forwarded-proto": "https" });
  expect([overHttps.csrf, overHttps.session, overHttps.cleared].every(secure)).toBe(true);
  const overHttp = await cookiesFor(sites.trustedProxy.port, { "x-forwarded-proto": "http" });
  expect([overHttp.csrf, overHttp.session, overHttp.cleared].some(secure)).toBe(false);
  expect(overHttp.session).toEqual(expect.arrayContaining(["HttpOnly", "SameSite=Strict", "Path=/"]));
});

test("without TRUST_PROXY, a request's own X-Forwarded-Proto is not believed", async () => {
  const claimed = await cookiesFor(sites.noProxy.port, { "x-forwarded-proto": "https" });
  expect([claimed.csrf, claimed.session, claimed.cleared].some(secure)).toBe(false);
});
