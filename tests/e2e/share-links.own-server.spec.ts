import { createServer, type Server } from "node:http";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { hashPassword } from "../../app/lib/auth/password-hash.server";
import { SqliteShareStore } from "../../app/lib/sharing/share-store.server";
import { makeJpeg, tempDir, writeYaml } from "../helpers/fixtures";
import { freePorts } from "../harness/free-ports";
import { spawnServer, type SpawnedServer } from "../harness/spawn-server";
import { gotoHydrated, seriousViolations } from "./helpers";

// A site with a public harbour and a private wedding, a link to the wedding with a password, and a
// page elsewhere the site's menu links to (it records the Referer it is sent).
const [port, elsewherePort] = await freePorts(2);
const origin = `http://127.0.0.1:${port}`;
const elsewhere = `http://127.0.0.1:${elsewherePort}/`;
const ownerPassword = "share-owner-password";
const linkPassword = "correct horse";
let server: SpawnedServer;
let outside: Server;
let sharing: SqliteShareStore;
const referers: (string | undefined)[] = [];

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  const content = await tempDir("vitrine-share-e2e-");
  const data = await tempDir("vitrine-share-e2e-data-");
  await writeYaml(path.join(content, "vitrine.config.yml"), { title: "Share site", menu: { links: [{ label: "Elsewhere", url: elsewhere }] } });
  for (let i = 0; i < 3; i++) await makeJpeg(path.join(content, "Harbour", `h${i}.jpg`), { width: 600, height: 400, color: `#2a6f9${i}` });
  for (let i = 0; i < 4; i++) await makeJpeg(path.join(content, "Wedding", `w${i}.jpg`), { width: 600, height: 400, color: `#9d020${i}` });
  await writeYaml(path.join(content, "Wedding", "album.yml"), { title: "Wedding", access: "private" });
  outside = createServer((req, res) => {
    // The page itself; not the favicon it then asks for (its Referer is this page).
    if (req.url === "/") referers.push(req.headers.referer);
    res.setHeader("Content-Type", "text/html");
    res.end("<!doctype html><title>Elsewhere</title><p>Elsewhere</p>");
  }).listen(elsewherePort, "127.0.0.1");
  server = spawnServer({ PORT: String(port), CONTENT_DIR: content, DATA_DIR: data, VITRINE_ADMIN_PASSWORD: ownerPassword });
  await server.listening(60_000);
  sharing = SqliteShareStore.open(path.join(data, "sharing.sqlite"));
});

test.afterAll(async () => {
  sharing.close();
  outside.close();
  server.child.kill("SIGTERM");
  await server.exited;
});

async function shareWedding(): Promise<string> {
  const { token } = sharing.create(
    { album: "path:Wedding", label: "Anna & Ben", expiresAt: Date.now() + 86_400_000, passwordHash: await hashPassword(linkPassword), downloads: "web" },
    Date.now(),
  );
  return `${origin}/s/${token}`;
}

async function openWithPassword(browser: Browser, link: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await gotoHydrated(page, link);
  await page.getByLabel("Password").fill(linkPassword);
  await page.getByRole("button", { name: "Open album", exact: true }).click();
  await page.waitForURL(`${origin}/albums/wedding`);
  return page;
}

test("a link's holder types its password and lands on the album's own address; its photos open in the viewer, each saved at web size", async ({ browser }) => {
  const link = await shareWedding();
  const page = await (await browser.newContext()).newPage();
  await gotoHydrated(page, link);
  await expect(page).toHaveTitle("Private album · Share site");
  await expect(page.locator("h1")).toHaveText("Private album");
  await page.getByLabel("Password").fill("not it at all");
  await page.getByRole("button", { name: "Open album", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("That password does not open this album.");
  await page.close();

  const holder = await openWithPassword(browser, link);
  // Nothing of the token is left where a later page (or its tracker) could read it.
  expect(await holder.evaluate(() => document.referrer)).toBe(`${origin}/`);
  await expect(holder.locator("h1")).toHaveText("Wedding");
  await expect(holder.locator(".album-access__mark")).toHaveText("Private");
  await expect(holder.locator(".grid-item")).toHaveCount(4);
  await holder.locator(".grid-item").first().click();
  await expect(holder.locator('.viewer-root[data-viewer="opened"]')).toBeAttached();
  const download = holder.locator(".pswp__button--download");
  await expect(download).toBeVisible();
  expect(await download.getAttribute("href")).toMatch(/^\/img\/[0-9a-f]{24}\/\d+\.jpg$/);
  const saved = await holder.request.get(`${origin}${await download.getAttribute("href")}`);
  expect(saved.status()).toBe(200);
  expect(saved.headers()["cache-control"]).toBe("private, no-store");
  await holder.context().close();
});

test("a link without a password opens on a person's press of its button, not by its address alone; opened again, it goes straight on", async ({ browser }) => {
  const { token } = sharing.create({ album: "path:Wedding", label: "", expiresAt: null, passwordHash: null, downloads: "web" }, Date.now());
  const page = await (await browser.newContext()).newPage();
  const landing = await gotoHydrated(page, `${origin}/s/${token}`);
  expect(landing?.status()).toBe(200);
  await expect(page).toHaveTitle("Private album · Share site");
  await expect(page.locator("h1")).toHaveText("Private album");
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("vitrine_grant");
  await page.getByRole("button", { name: "Open album", exact: true }).click();
  await page.waitForURL(`${origin}/albums/wedding`);
  await expect(page.locator("h1")).toHaveText("Wedding");
  await gotoHydrated(page, `${origin}/s/${token}`);
  expect(page.url()).toBe(`${origin}/albums/wedding`);
  await page.context().close();
});

test("a link clicked on the shared album sends another site no token and no private address", async ({ browser }) => {
  const holder = await openWithPassword(browser, await shareWedding());
  await holder.getByRole("link", { name: "Elsewhere" }).first().click();
  await holder.waitForURL(elsewhere);
  expect(referers).toEqual([`${origin}/`]);
  await holder.context().close();
});

test("the owner sees the private album on the site, marked, with a Share button; the public's pages stay as they were", async ({ browser }) => {
  const visitor = await (await browser.newContext()).newPage();
  const before = await visitor.request.get(`${origin}/`);
  expect(await before.text()).not.toContain("Wedding");

  const owner = await (await browser.newContext()).newPage();
  await owner.goto(`${origin}/admin/login`);
  await owner.getByLabel("Owner password").fill(ownerPassword);
  await owner.getByRole("button", { name: "Log in" }).click();
  await owner.waitForURL(/\/admin\/analytics$/);
  await gotoHydrated(owner, `${origin}/`);
  const card = owner.locator(".album-card", { hasText: "Wedding" });
  await expect(card.locator(".album-access__mark")).toHaveText("Private");
  await card.click();
  await owner.waitForURL(`${origin}/albums/wedding`);
  await expect(owner.getByRole("link", { name: "Share", exact: true })).toHaveAttribute("href", "/admin/sharing?album=wedding");

  const after = await visitor.request.get(`${origin}/`);
  expect(after.headers()["vitrine-cache"]).toBe("hit");
  expect(await after.text()).not.toContain("Wedding");
  expect((await visitor.request.get(`${origin}/albums/wedding`)).status()).toBe(404);
  await owner.context().close();
  await visitor.context().close();
});

test("the link's pages are axe-clean on a phone and a desktop: its landing page with and without a password, and the page of a revoked link", async ({
  browser,
}) => {
  const link = await shareWedding();
  const plain = sharing.create({ album: "path:Wedding", label: "", expiresAt: null, passwordHash: null, downloads: "none" }, Date.now());
  const revoked = sharing.create({ album: "path:Wedding", label: "", expiresAt: null, passwordHash: null, downloads: "none" }, Date.now());
  sharing.revoke(revoked.link.id, Date.now());
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    const page = await (await browser.newContext({ viewport })).newPage();
    await gotoHydrated(page, link);
    expect(await seriousViolations(page)).toEqual([]);
    await gotoHydrated(page, `${origin}/s/${plain.token}`);
    await expect(page.getByRole("button", { name: "Open album", exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const gone = await gotoHydrated(page, `${origin}/s/${revoked.token}`);
    expect(gone?.status()).toBe(410);
    await expect(page.locator("h1")).toHaveText("This link no longer works");
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  }
});
