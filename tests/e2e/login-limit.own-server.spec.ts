import { expect, test } from "@playwright/test";
import { loginForm } from "../helpers/login-form";
import { spawnServer, type SpawnedServer } from "../harness/spawn-server";
import { e2eDataDir } from "./helpers";
import { freePort } from "../harness/free-ports";

// A server of its own: the lock-out would otherwise hold for every other test from this address.
// Behind a trusted proxy (loopback), so each test can come from a network of its own (X-Forwarded-For).
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const password = "the-right-password";
let server: SpawnedServer;
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  server = spawnServer({
    DATA_DIR: e2eDataDir,
    PORT: String(port),
    TRUST_PROXY: "loopback",
    VITRINE_ADMIN_PASSWORD: password,
    VITRINE_SECRET: `limit-test-secret-${process.pid}-padding-padding`,
  });
  await server.listening();
});
test.afterAll(async () => {
  server.child.kill("SIGTERM");
  await server.exited;
});

test("after 5 wrong passwords in 15 minutes the login answers 429 with Retry-After, even for the right one", async ({ browser }) => {
  const page = await browser.newPage({ baseURL: origin });
  await page.goto("/admin/login");
  const statuses: number[] = [];
  let retryAfter = "";
  const attempt = async (password: string) => {
    await page.getByLabel("Owner password").fill(password);
    const answered = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Log in" }).click();
    const response = await answered;
    statuses.push(response.status());
    retryAfter = response.headers()["retry-after"] ?? "";
  };
  for (let i = 0; i < 5; i++) await attempt(`wrong-${i}`);
  await attempt(password);
  await expect(page.getByRole("alert")).toHaveText(/Too many login attempts/);
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  expect(Number(retryAfter)).toBeGreaterThan(800);
  const limited = await page.request.post("/admin/login", { form: { password: "x" }, maxRedirects: 0 });
  expect([403, 429]).toContain(limited.status());
  await page.close();
});

test("30 wrong passwords sent at once: 5 are checked, 25 answer 429 with Retry-After; then the right one is refused too", async () => {
  const from = { "x-forwarded-for": "198.51.100.23" };
  const form = await loginForm(origin, from);
  const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => form.post(`wrong-${i}`, { headers: from })));
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status === 401)).toHaveLength(5);
  expect(statuses.filter((status) => status === 429)).toHaveLength(25);
  for (const answer of answers.filter((answer) => answer.status === 429)) {
    expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(800);
    expect(await answer.text()).toContain("LOGIN_RATE_LIMITED");
  }
  expect((await form.post(password, { headers: from })).status).toBe(429);
  // Another network is not locked out by this one.
  expect((await form.post(password, { headers: { "x-forwarded-for": "203.0.113.9" } })).status).toBe(302);
  expect(server.output()).toContain("[LOGIN_RATE_LIMITED] 198.51.100.0: 5 login attempts in 15 minutes");
  expect(server.output()).not.toContain("198.51.100.23");
});

test("the right password clears the count: 4 wrong, the right one, then 5 more wrong are all checked", async () => {
  const from = { "x-forwarded-for": "192.0.2.77" };
  const form = await loginForm(origin, from);
  const statuses: number[] = [];
  for (let i = 0; i < 4; i++) statuses.push((await form.post(`wrong-${i}`, { headers: from })).status);
  statuses.push((await form.post(password, { headers: from })).status);
  for (let i = 0; i < 6; i++) statuses.push((await form.post(`wrong-again-${i}`, { headers: from })).status);
  expect(statuses).toEqual([401, 401, 401, 401, 302, 401, 401, 401, 401, 401, 429]);
});
