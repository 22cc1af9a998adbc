import { expect, test } from "@playwright/test";
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
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/admin", secure: false });

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
