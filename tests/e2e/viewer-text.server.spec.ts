import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { devices, expect, test, type Page } from "@playwright/test";
import { spawnServer, type SpawnedServer } from "../helpers/spawn-server";
import { swipePoints, touchPath } from "./helpers";

// An album of texts: a long inline one, a long ajax one (both longer than any screen) and a short one.
const port = 3521;
const base = `http://127.0.0.1:${port}`;
const paragraphs = (label: string) => Array.from({ length: 40 }, (_, i) => `<p>${label}, paragraph ${i + 1}: the road climbs through the pines and out onto the open ridge.</p>`).join("");
test.describe.configure({ mode: "serial" });
let server: SpawnedServer;
test.beforeAll(async () => {
  const content = await mkdtemp(path.join(os.tmpdir(), "vitrine-texts-"));
  await mkdir(path.join(content, "Notes"));
  await writeFile(path.join(content, "Notes", "long-notes.html"), `<h2>Long notes</h2>${paragraphs("Notes")}`);
  const items = [
    { type: "inline", title: "Long letter", html: `<h2>Long letter</h2>${paragraphs("Letter")}` },
    { type: "ajax", title: "Long notes", file: "long-notes.html" },
    { type: "inline", title: "Short note", html: "<p>A short note.</p>" },
  ];
  await writeFile(path.join(content, "Notes", "items.yml"), JSON.stringify({ items }));
  server = spawnServer({ CONTENT_DIR: content, DATA_DIR: path.join(content, ".data"), PORT: String(port) });
  await server.listening(60_000);
});
test.afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
});

/** The text card of the slide on screen. */
const currentText = (page: Page) => page.locator('.pswp__item[aria-hidden="false"] .vt-text__inner');
const scrollTop = (page: Page) => currentText(page).evaluate((text) => text.scrollTop);
const scrollEnd = (page: Page) => currentText(page).evaluate((text) => text.scrollHeight - text.clientHeight);

async function openText(page: Page, index: number): Promise<void> {
  await page.goto(`${base}/albums/notes#notes-${index}`);
  await expect(page.locator(".viewer-root")).toHaveAttribute("data-viewer", "opened");
  await expect(page.locator(".viewer-root")).toHaveAttribute("data-slide", "loaded");
}

/** A straight swipe across the middle of the text card on screen: "up", or "left" (to the next slide). */
async function swipeCard(page: Page, direction: "up" | "left"): Promise<void> {
  const card = (await currentText(page).boundingBox())!;
  const x = card.x + card.width / 2;
  const y = card.y + card.height / 2;
  const reach = Math.min(card.height / 2 - 20, 120);
  const points = direction === "up" ? swipePoints({ x, y: y + reach }, { x: x + 1, y: y - reach }, 10) : swipePoints({ x: x + 160, y }, { x: x - 160, y: y + 4 }, 8);
  await touchPath(page, points);
}

/** A wheel notch dispatched on the text card, stamped `after` ms after the last real wheel event (the time the wheel code reads). */
const notchAfterLast = (page: Page, after: number) =>
  currentText(page).evaluate((text, after) => {
    const notch = new WheelEvent("wheel", { deltaY: 120, bubbles: true, cancelable: true });
    Object.defineProperty(notch, "timeStamp", { value: (window as unknown as { __lastWheel: number }).__lastWheel + after });
    text.dispatchEvent(notch);
  }, after);

test("the wheel over a long text scrolls it to its end without changing slides; the next gesture moves on", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openText(page, 1);
  expect(await scrollEnd(page), "the text is longer than its card").toBeGreaterThan(200);
  await page.evaluate(() =>
    addEventListener("wheel", (event) => event.isTrusted && ((window as unknown as { __lastWheel: number }).__lastWheel = event.timeStamp), { capture: true }),
  );
  const box = (await currentText(page).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, 120);
  await expect.poll(() => scrollTop(page)).toBeGreaterThan(0);
  await expect(page).toHaveURL(/#notes-1$/);
  // On to the end, notch by notch: the slide stays.
  const end = await scrollEnd(page);
  for (let i = 0; i < 60 && (await scrollTop(page)) < end - 1; i++) await page.mouse.wheel(0, 240);
  expect(await scrollTop(page)).toBeGreaterThanOrEqual(end - 1);
  await expect(page).toHaveURL(/#notes-1$/);
  // 100 ms after the last notch is still the gesture that scrolled the text: no slide moves…
  await notchAfterLast(page, 100);
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/#notes-1$/);
  // …a notch 400 ms on is a new gesture, at the end of the text: the next slide.
  await notchAfterLast(page, 500);
  await expect(page).toHaveURL(/#notes-2$/);
});

test("on a phone a vertical drag on a long text scrolls it instead of closing; sideways swipes change slides; a short text closes", async ({ browser }) => {
  const context = await browser.newContext({ ...devices["Pixel 7"], viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await openText(page, 2);
  expect(await scrollEnd(page), "the text is longer than its card").toBeGreaterThan(200);
  await swipeCard(page, "up");
  await expect.poll(() => scrollTop(page)).toBeGreaterThan(100);
  await page.waitForTimeout(700);
  await expect(page.locator(".viewer-root")).toHaveAttribute("data-viewer", "opened");
  await expect(page).toHaveURL(/#notes-2$/);
  await swipeCard(page, "left");
  await expect(page).toHaveURL(/#notes-3$/);
  // The short text (it does not scroll): sideways goes on (round to the first), upwards closes.
  await page.waitForTimeout(500);
  await swipeCard(page, "left");
  await expect(page).toHaveURL(/#notes-1$/);
  await openText(page, 3);
  await swipeCard(page, "up");
  await expect(page.locator(".viewer-root")).toHaveAttribute("data-viewer", "closed");
  await context.close();
});
