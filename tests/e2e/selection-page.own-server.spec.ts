import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { SqliteShareStore } from "../../app/lib/sharing/share-store.server";
import { makeJpeg, tempDir, writeYaml } from "../helpers/fixtures";
import { freePort } from "../harness/free-ports";
import { spawnServer, type SpawnedServer } from "../harness/spawn-server";
import { gotoHydrated, seriousViolations } from "./helpers";

// Two people picked in a private wedding through one link, one of them sent; the owner finds their
// selections from the Sharing page, copies a list's Lightroom line and reopens the sent selection.
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const ownerPassword = "selection-page-owner-password";
let server: SpawnedServer;
let linkId = "";

test.describe.configure({ mode: "serial" });

/** A browser that opened the link, by plain HTTP: its grant cookie. */
async function holder(token: string): Promise<string> {
  const opened = await fetch(`${origin}/s/${token}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
  });
  return opened.headers.getSetCookie()[0]!.split(";")[0]!;
}

async function change(cookie: string, fields: Record<string, string>): Promise<void> {
  const answer = await fetch(`${origin}/proofing`, {
    method: "POST",
    body: new URLSearchParams({ album: "wedding", ...fields }),
    headers: { cookie, "sec-fetch-site": "same-origin", accept: "application/json", "content-type": "application/x-www-form-urlencoded" },
  });
  expect(answer.status).toBe(200);
}

test.beforeAll(async () => {
  const content = await tempDir("vitrine-selection-page-");
  const data = await tempDir("vitrine-selection-page-data-");
  await writeYaml(path.join(content, "vitrine.config.yml"), { title: "Selection site" });
  for (let i = 1; i <= 4; i++) await makeJpeg(path.join(content, "Wedding", `IMG_${i}.jpg`), { width: 600, height: 400, color: `#9d020${i}` });
  await writeYaml(path.join(content, "Wedding", "album.yml"), {
    title: "Wedding",
    access: "private",
    proofing: { lists: [{ name: "Album", max: 3 }, { name: "Retouch" }], comments: true },
  });
  server = spawnServer({ PORT: String(port), CONTENT_DIR: content, DATA_DIR: data, VITRINE_ADMIN_PASSWORD: ownerPassword });
  await server.listening(60_000);
  const sharing = SqliteShareStore.open(path.join(data, "sharing.sqlite"));
  const made = sharing.create({ album: "path:Wedding", label: "Anna & Ben", expiresAt: null, passwordHash: null, downloads: "none" }, Date.now());
  sharing.close();
  linkId = made.link.id;
  const [anna, ben] = [await holder(made.token), await holder(made.token)];
  const items = (await (await fetch(`${origin}/api/galleries/wedding`, { headers: { cookie: anna } })).json()) as { items: { id: string }[] };
  const [first, second, third] = items.items.map((item) => item.id);
  await change(anna, { intent: "name", name: "Anna" });
  await change(anna, { intent: "pick", item: first!, list: "Album" });
  await change(anna, { intent: "pick", item: second!, list: "Album" });
  await change(anna, { intent: "comment", item: second!, text: "Warmer, please" });
  await change(ben, { intent: "name", name: "Ben" });
  await change(ben, { intent: "pick", item: third!, list: "Retouch" });
  await change(ben, { intent: "send" });
});

test.afterAll(async () => {
  server.child.kill("SIGTERM");
  await server.exited;
});

/** A browser of the owner's, logged in, on the dashboard. */
async function ownerPage(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin });
  const page = await context.newPage();
  await page.goto(`${origin}/admin/login`);
  await page.getByLabel("Owner password").fill(ownerPassword);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL(/\/admin\/analytics$/);
  return page;
}

test("the owner opens a link's selections from the Sharing page, copies a line and reopens a sent selection", async ({ browser }) => {
  const owner = await ownerPage(browser);
  await gotoHydrated(owner, `${origin}/admin/sharing`);
  const row = owner.locator(`tr[data-link="${linkId}"]`);
  const picks = row.getByRole("link", { name: /^2 people: 3 picked; 1 sent, last \d{4}-\d\d-\d\d ?: selections through the link to Wedding \(Anna & Ben\)$/ });
  await picks.click();
  await owner.waitForURL(`${origin}/admin/sharing/${linkId}`);
  await owner.locator("html[data-hydrated]").waitFor({ state: "attached" });

  const anna = owner.getByRole("region", { name: "The selection of Anna" });
  const ben = owner.getByRole("region", { name: "The selection of Ben" });
  await expect(anna.getByRole("heading", { name: "Album: 2 of 3" })).toBeVisible();
  await expect(anna.locator(".selection-picks li img")).toHaveCount(2);
  await expect(anna.getByText("Warmer, please")).toBeVisible();
  await expect(anna.getByText("Not sent yet: they may still change it.")).toBeVisible();
  await expect(ben.getByRole("heading", { name: "Retouch: 1 picked" })).toBeVisible();
  await expect(ben.getByText(/^Sent .* UTC: locked until you reopen it\.$/)).toBeVisible();
  expect(await seriousViolations(owner)).toEqual([]);

  // Everyone's Album together, as Lightroom's Filename contains takes it.
  const together = owner.getByRole("region", { name: "Everyone's picks together" });
  const line = together.getByRole("textbox", { name: "Lightroom Classic" }).first();
  await expect(line).toHaveValue("IMG_1, IMG_2");
  await together.getByRole("button", { name: "Copy the Lightroom Classic line" }).first().click();
  await expect(together.getByRole("status").first()).toHaveText("Copied.");
  expect(await owner.evaluate(() => navigator.clipboard.readText())).toBe("IMG_1, IMG_2");

  await ben.getByRole("button", { name: "Reopen the selection of Ben" }).click();
  await expect(owner.getByRole("status").filter({ hasText: "Reopened" })).toHaveText("Reopened the selection of Ben: they may change it and send it again.");
  await expect(ben.getByText("Not sent yet: they may still change it.")).toBeVisible();
  await expect(ben.getByRole("button", { name: /Reopen/ })).toHaveCount(0);
  expect(await seriousViolations(owner)).toEqual([]);
  await owner.context().close();
});

test("on a phone, neither the Sharing page nor the link's page is wider than the screen", async ({ browser }) => {
  const owner = await ownerPage(browser, { width: 390, height: 844 });
  for (const address of ["/admin/sharing", `/admin/sharing/${linkId}`]) {
    await gotoHydrated(owner, `${origin}${address}`);
    expect(await owner.evaluate(() => document.documentElement.scrollWidth), address).toBeLessThanOrEqual(390);
  }
  await owner.context().close();
});
