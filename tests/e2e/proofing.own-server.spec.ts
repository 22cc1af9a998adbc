import path from "node:path";
import { expect, test, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import { SqliteProofingStore } from "../../app/lib/proofing/proofing-store.server";
import { SqliteShareStore } from "../../app/lib/sharing/share-store.server";
import { makeJpeg, tempDir, writeYaml } from "../helpers/fixtures";
import { freePorts } from "../harness/free-ports";
import { spawnServer, type SpawnedServer } from "../harness/spawn-server";
import { gotoHydrated, seriousViolations } from "./helpers";

// A private wedding taking picks into Album (at most 2) and Retouch (at most 1), with comments,
// shared by links made in the server's own store; its holders pick at desktop and phone widths.
const [port] = await freePorts(1);
const origin = `http://127.0.0.1:${port}`;
let server: SpawnedServer;
let sharing: SqliteShareStore;
let proofing: SqliteProofingStore;

const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };
const phone: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  const content = await tempDir("vitrine-proofing-e2e-");
  const data = await tempDir("vitrine-proofing-e2e-data-");
  await writeYaml(path.join(content, "vitrine.config.yml"), { title: "Choosing site" });
  for (let i = 0; i < 4; i++) await makeJpeg(path.join(content, "Wedding", `w${i}.jpg`), { width: 600, height: 400, color: `#9d020${i}` });
  await writeYaml(path.join(content, "Wedding", "album.yml"), {
    title: "Wedding",
    access: "private",
    proofing: {
      lists: [
        { name: "Album", max: 2 },
        { name: "Retouch", max: 1 },
      ],
      comments: true,
    },
  });
  server = spawnServer({ PORT: String(port), CONTENT_DIR: content, DATA_DIR: data });
  await server.listening(60_000);
  sharing = SqliteShareStore.open(path.join(data, "sharing.sqlite"));
  proofing = SqliteProofingStore.open(path.join(data, "sharing.sqlite"));
});

test.afterAll(async () => {
  proofing.close();
  sharing.close();
  server.child.kill("SIGTERM");
  await server.exited;
});

const link = (label = "Anna & Ben") => sharing.create({ album: "path:Wedding", label, expiresAt: null, passwordHash: null, downloads: "none" }, Date.now());

/** A browser that opens the link by its button, as a person does, and lands on the album. */
async function holderOf(browser: Browser, token: string, options: BrowserContextOptions): Promise<Page> {
  const page = await (await browser.newContext(options)).newPage();
  await gotoHydrated(page, `${origin}/s/${token}`);
  await page.getByRole("button", { name: "Open album", exact: true }).click();
  await page.waitForURL(`${origin}/albums/wedding`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return page;
}

const count = (page: Page, list: string) => page.locator(`.proofing__counts li[data-list="${list}"]`);
const tileHeart = (page: Page, n: number) => page.locator(".proof-heart").nth(n).getByRole("button");

for (const [width, options] of [
  ["desktop", desktop],
  ["phone", phone],
] as const) {
  test(`${width}: a holder picks on the grid and in the viewer (button and P), meets a list's maximum, comments, sends, and sees it locked`, async ({
    browser,
  }) => {
    const made = link();
    const page = await holderOf(browser, made.token, options);
    await expect(page.getByRole("heading", { name: "Your selection" })).toBeVisible();
    await expect(count(page, "Album")).toHaveText("Album: 0 of 2");
    expect(await seriousViolations(page)).toEqual([]);

    await tileHeart(page, 0).click();
    await expect(count(page, "Album")).toHaveText("Album: 1 of 2");
    await expect(tileHeart(page, 0)).toHaveAttribute("aria-pressed", "true");

    // The viewer on the second picture: P picks it into the first list, its button says so.
    await page.locator(".grid-item").nth(1).click();
    await expect(page.locator('.viewer-root[data-viewer="opened"]')).toBeAttached();
    // The hearts take no room from the viewer's own buttons: its close button is whole on screen, at
    // either width (the viewer's own buttons leave it 40 px of a 390 px bar; the hearts in the bar made it 23).
    const close = (await page.locator(".pswp__button--close").boundingBox())!;
    expect(close.x + close.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    expect(close.width).toBeGreaterThanOrEqual(36);
    await page.keyboard.press("p");
    await expect(count(page, "Album")).toHaveText("Album: 2 of 2");
    const albumHeart = page.getByRole("button", { name: "Add to Album" }).and(page.locator(".vt-proof"));
    await expect(albumHeart).toHaveAttribute("aria-pressed", "true");
    // The third: the list is full, and the page says so; Retouch takes it by its button.
    await page.keyboard.press("ArrowRight");
    await expect(albumHeart).toHaveAttribute("aria-pressed", "false");
    await albumHeart.click();
    await expect(page.locator(".proofing__problem")).toHaveText("That list is full: remove a picture to add another.");
    await page.getByRole("button", { name: "Add to Retouch" }).and(page.locator(".vt-proof")).click();
    await expect(count(page, "Retouch")).toHaveText("Retouch: 1 of 1");
    await page.getByRole("button", { name: "Comment for the photographer" }).click();
    await page.locator("#vt-proof-note textarea").fill("Brighter, please");
    await page.locator("#vt-proof-note").getByRole("button", { name: "Save comment" }).click();
    await expect.poll(() => proofing.selectionsOfLink(made.link.id)[0]?.comments.map((comment) => comment.text)).toEqual(["Brighter, please"]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(page.locator('.viewer-root[data-viewer="closed"]')).toBeAttached();
    // The grid's hearts followed the viewer's picks.
    await expect(tileHeart(page, 1)).toHaveAttribute("aria-pressed", "true");

    await page.getByRole("button", { name: "Send my selection" }).click();
    await expect(page.locator(".proofing__sent")).toContainText("The photographer has your selection");
    await expect(tileHeart(page, 0)).toBeDisabled();
    await page.reload();
    await expect(page.locator(".proofing__sent")).toBeVisible();
    await expect(tileHeart(page, 2)).toBeDisabled();
    await page.context().close();
  });
}

test("phone, without JavaScript: the photo page's buttons pick and comment, a full list is said, and the owner's reopening unlocks it", async ({ browser }) => {
  const made = link("No script");
  const opener = await holderOf(browser, made.token, phone);
  const cookies = await opener.context().cookies();
  await opener.context().close();
  const context = await browser.newContext({ ...phone, javaScriptEnabled: false });
  await context.addCookies(cookies);
  const page = await context.newPage();
  await page.goto(`${origin}/albums/wedding/1`);
  const albumToggle = page.locator(".photo-page").getByRole("button", { name: "Add to Album" });
  await albumToggle.click();
  await expect(albumToggle).toHaveAttribute("aria-pressed", "true");
  await expect(count(page, "Album")).toHaveText("Album: 1 of 2");
  await page.getByLabel("Comment for the photographer").fill("For the frame");
  await page.getByRole("button", { name: "Save comment" }).click();
  await expect(page.getByLabel("Comment for the photographer")).toHaveValue("For the frame");
  for (const n of [2, 3]) {
    await page.goto(`${origin}/albums/wedding/${n}`);
    await page.locator(".photo-page").getByRole("button", { name: "Add to Album" }).click();
  }
  await expect(page.locator(".proofing__problem")).toHaveText("That list is full: remove a picture to add another.");
  // axe needs a script of its own: the same page, its scripts refused, is checked in a browser that runs one.
  const checker = await browser.newContext(phone);
  await checker.addCookies(cookies);
  await checker.route(/\.js(\?|$)/, (route) => route.abort());
  const checked = await checker.newPage();
  await checked.goto(page.url());
  await expect(checked.locator(".photo-page .photo-proofing")).toBeVisible();
  expect(await seriousViolations(checked)).toEqual([]);
  await checker.close();
  await page.getByRole("button", { name: "Send my selection" }).click();
  await expect(page.locator(".proofing__sent")).toBeVisible();
  await expect(page.locator(".photo-page").getByRole("button", { name: "Add to Album" })).toBeDisabled();
  const [selection] = proofing.selectionsOfLink(made.link.id);
  proofing.reopen(made.link.id, selection!.id);
  await page.reload();
  await expect(page.getByRole("button", { name: "Send my selection" })).toBeEnabled();
  await context.close();
});

test("two people on one link, each with a first name, keep their picks apart", async ({ browser }) => {
  const made = link("Family");
  const anna = await holderOf(browser, made.token, desktop);
  const ben = await holderOf(browser, made.token, phone);
  await anna.getByLabel("Your first name (optional)").fill("Anna");
  await anna.getByRole("button", { name: "Save name" }).click();
  await tileHeart(anna, 0).click();
  await expect(count(anna, "Album")).toHaveText("Album: 1 of 2");
  await ben.getByLabel("Your first name (optional)").fill("Ben");
  await ben.getByRole("button", { name: "Save name" }).click();
  await tileHeart(ben, 3).click();
  await expect(count(ben, "Album")).toHaveText("Album: 1 of 2");
  await anna.reload();
  await expect(tileHeart(anna, 0)).toHaveAttribute("aria-pressed", "true");
  await expect(tileHeart(anna, 3)).toHaveAttribute("aria-pressed", "false");
  await expect(anna.getByLabel("Your first name (optional)")).toHaveValue("Anna");
  const people = proofing.selectionsOfLink(made.link.id).map((selection) => [selection.name, selection.picks.length]);
  expect(people).toEqual([
    ["Anna", 1],
    ["Ben", 1],
  ]);
  await anna.context().close();
  await ben.context().close();
});
