import { expect, test } from "@playwright/test";
import { defaultCollectorPath } from "../../app/lib/core/analytics-endpoint";
import { loginAsOwner, ownerPassword, seriousViolations } from "./helpers";

test.describe("without the owner's login", () => {
  for (const path of ["/admin", "/admin/analytics", "/admin/analytics?from=2026-01-01&to=2026-01-31"]) {
    test(`${path} redirects to the login, remembering where to return`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      const location = response.headers()["location"] ?? "";
      expect(location).toMatch(path === "/admin" ? /^\/admin\/analytics$/ : /^\/admin\/login\?next=%2Fadmin%2Fanalytics/);
    });
  }

  for (const report of ["pages", "sources", "outbound", "downloads", "searches", "videos", "browsers", "os", "devices", "conversions", "events"]) {
    test(`the ${report} export answers 401`, async ({ request }) => {
      const response = await request.get(`/admin/analytics/export/${report}`);
      expect(response.status()).toBe(401);
      expect(await response.json()).toMatchObject({ error: { code: "LOGIN_REQUIRED" } });
      expect(await response.text()).not.toContain("Visitors");
    });
  }

  test("deleting a range answers 401 and deletes nothing", async ({ request }) => {
    const response = await request.post("/admin/analytics?index", { form: { intent: "delete", from: "2000-01-01", to: "2099-12-31", confirm: "yes" } });
    expect(response.status()).toBe(401);
  });

  test("a login form sent without its CSRF token is refused with 403", async ({ request }) => {
    const response = await request.post("/admin/login", { form: { password: ownerPassword } });
    expect(response.status()).toBe(403);
    expect(await response.text()).toContain("CSRF_INVALID");
  });
});

test("a wrong password is refused with a message; the right one opens the dashboard with a strict session cookie", async ({ page, context }) => {
  await page.goto("/admin/analytics");
  await expect(page).toHaveURL(/\/admin\/login\?next=/);
  await page.getByLabel("Owner password").fill("not-the-password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert")).toHaveText("The password is wrong.");
  await page.getByLabel("Owner password").fill(ownerPassword);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await expect(page.getByRole("heading", { name: "Site analytics", level: 1 })).toBeVisible();
  const session = (await context.cookies()).find((cookie) => cookie.name === "vitrine_session");
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/", secure: false });

  // The session opens the exports too; logging out closes them again.
  const exported = await page.request.get("/admin/analytics/export/pages");
  expect(exported.status()).toBe(200);
  expect(exported.headers()["content-type"]).toContain("text/csv");
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect((await page.request.get("/admin/analytics/export/pages")).status()).toBe(401);
});

test("the dashboard works at phone width: no sideways scrolling, every panel there", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAsOwner(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(page.locator("[data-report]")).toHaveCount(17);
  await expect(page.getByRole("figure", { name: /Visitors and page views per/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // Top photos: a wide table scrolls inside its card, the page itself does not.
  await page.getByRole("link", { name: "Top photos" }).click();
  await expect(page.getByRole("heading", { name: "Top photos", level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("an invalid range says so and shows the last 7 days", async ({ page }) => {
  await loginAsOwner(page, "/admin/analytics?from=2026-11-30&to=2026-11-01");
  await expect(page.getByRole("alert")).toContainText("A date range is not two dates");
});

test("the visitors figure says what it counts: a day's unique visitors, or each day's added up over a range", async ({ page }) => {
  await loginAsOwner(page);
  const note = page.locator('[data-tile="visitors"] .tile__note');
  await expect(note).toHaveText("each day's unique visitors added up, here and in the tables");
  const today = new Date().toISOString().slice(0, 10);
  await page.goto(`/admin/analytics?from=${today}&to=${today}`);
  await expect(note).toHaveText("unique that day, here and in the tables");
  await expect(page.locator('[data-report="countries"] h2')).toHaveText("Countries");
  expect(await seriousViolations(page)).toEqual([]);
});

test("a value clicked in a report filters the whole dashboard to the visitors with it, as a chip in the address; its × removes it", async ({
  page,
  baseURL,
}) => {
  // Counting down, at a fixed length: this run's campaigns sort before those of runs before it (the suite's data folder is kept).
  const run = (Number.MAX_SAFE_INTEGER - Date.now()).toString(36);
  // Two visitors of this test's own (a browser build no other test uses), each arriving from a campaign of this run.
  const build = Number.parseInt(run.slice(-5), 36) % 9000;
  const agentA = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${build}.1 Safari/537.36`;
  const agentB = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${build}.2 Safari/537.36`;
  const view = (path: string, referrer = "") => ({ name: "page_view", params: { page_location: `${baseURL}${path}`, page_referrer: referrer } });
  const send = async (agent: string, events: object[]) =>
    expect((await page.request.post(defaultCollectorPath, { headers: { "user-agent": agent }, data: { events } })).status()).toBe(204);
  await send(agentA, [view(`/albums/filter-a-${run}?utm_campaign=${run}-a`)]);
  await send(agentB, [view(`/albums/filter-b-${run}?utm_campaign=${run}-b`), view(`/albums/filter-c-${run}`, `${baseURL}/albums/filter-b-${run}`)]);

  const today = new Date().toISOString().slice(0, 10);
  await loginAsOwner(page, `/admin/analytics?from=${today}&to=${today}`);
  const campaigns = page.locator('[data-report="campaigns"]');
  await expect(campaigns.getByRole("link", { name: `${run}-a` })).toBeVisible();
  await campaigns.getByRole("link", { name: `${run}-b` }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]utm_campaign=${run}-b`));
  await expect(page.getByText(`Campaign: ${run}-b`)).toBeVisible();
  // Visitor B's pages, the one it arrived on and the next; nothing of visitor A.
  const pages = page.locator('[data-report="pages"]');
  await expect(pages.locator(".report__value a")).toHaveText([`/albums/filter-b-${run}`, `/albums/filter-c-${run}`]);
  await expect(campaigns.locator(".report__value a")).toHaveText([`${run}-b`]);
  await expect(page.locator('[data-tile="visitors"] dd').first()).toHaveText("1");
  expect(await seriousViolations(page)).toEqual([]);
  // The CSV exports and the range picker keep it.
  await expect(page.locator('[data-report="pages"] .report__export')).toHaveAttribute("href", new RegExp(`utm_campaign=${run}-b`));
  await expect(page.locator('.range__form input[name="utm_campaign"]')).toHaveValue(`${run}-b`);
  await page.getByRole("link", { name: `Remove the filter Campaign: ${run}-b` }).click();
  await expect(campaigns.getByRole("link", { name: `${run}-a` })).toBeVisible();
  expect(new URL(page.url()).searchParams.has("utm_campaign")).toBe(false);
});
