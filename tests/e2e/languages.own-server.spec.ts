import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { devices, expect, test, type Page } from "@playwright/test";
import { messageKeys } from "../../app/lib/i18n/messages";
import { catalogues } from "../../app/lib/i18n/catalogues";
import { makeJpeg, nikonPhoto, writeYaml, tempDir } from "../helpers/fixtures";
import { spawnServer, type SpawnedServer } from "../harness/spawn-server";
import { freePort } from "../harness/free-ports";

// A German photographer's site: every word a visitor reads is German, the owner's own labels win,
// and a label is text, never markup.
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
test.describe.configure({ mode: "serial" });
test.use({ userAgent: devices["Desktop Chrome"].userAgent, viewport: { width: 1280, height: 900 }, locale: "en-US" });
let server: SpawnedServer;
test.beforeAll(async () => {
  const content = await mkdtemp(path.join(os.tmpdir(), "vitrine-languages-"));
  await writeYaml(path.join(content, "vitrine.config.yml"), {
    title: "Reisebilder",
    language: "de",
    downloads: { originals: true },
    labels: { "page.footerMadeWith": "<img src=x onerror=alert(1)> Handarbeit", "album.photos": { one: "ein Bild", other: "{count} Bilder" } },
  });
  const trips = path.join(content, "Reisen");
  await writeYaml(path.join(trips, "album.yml"), { title: "Reisen" });
  await makeJpeg(path.join(trips, "a.jpg"), { ...nikonPhoto, xmp: { title: "Hafen am Mittag", description: "Boote im Hafen" } });
  await writeYaml(path.join(trips, "a.jpg.yml"), { tags: ["hafen", "meer"] });
  await makeJpeg(path.join(trips, "b.jpg"), { width: 900, height: 600, taken: "2023:08:10 09:30:00", xmp: { title: "Dünen" } });
  await makeJpeg(path.join(trips, "Küste", "c.jpg"), { width: 600, height: 900, xmp: { title: "Leuchtfeuer" } });
  server = spawnServer({ CONTENT_DIR: content, DATA_DIR: await tempDir("vitrine-data-"), PORT: String(port) });
  await server.listening(60_000);
});
test.afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
});

const german = catalogues.de!;
const english = catalogues.en!;
const texts = (message: string | Record<string, string>) => (typeof message === "string" ? [message] : Object.values(message));
/**
 * The English words a German page must not show: each English message's text between its places to
 * fill, where German says it otherwise (both say "Sitemap", "Atom" and "JSON Feed").
 */
const englishOnly = [
  ...new Set(
    messageKeys.flatMap((key) => {
      const germanText = texts(german[key]).join("\n");
      return texts(english[key])
        .flatMap((text) => text.split(/\{\w+\}/))
        .map((fragment) => fragment.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ""))
        .filter((fragment) => fragment.length >= 4 && !germanText.includes(fragment));
    }),
  ),
];

/** What a visitor reads or hears on the page: its text (hidden panels too), its title and every label. */
function wordsOn(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest("script, style, noscript")) parts.push(node.textContent ?? "");
    }
    for (const element of document.querySelectorAll("[aria-label], [title], [placeholder], [alt], [aria-roledescription]")) {
      for (const name of ["aria-label", "title", "placeholder", "alt", "aria-roledescription"]) parts.push(element.getAttribute(name) ?? "");
    }
    for (const link of document.head.querySelectorAll("link[title]")) parts.push(link.getAttribute("title")!);
    return parts.join("\n");
  });
}

async function expectNoEnglish(page: Page) {
  const words = await wordsOn(page);
  // As whole words ("Sitemap" holds "item"), each shown with what surrounds it.
  const found = englishOnly.flatMap((fragment) => {
    const at = words.search(new RegExp(`(?<!\\p{L})${fragment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?!\\p{L})`, "u"));
    return at < 0 ? [] : [words.slice(Math.max(0, at - 30), at + fragment.length + 30)];
  });
  expect(found, page.url()).toEqual([]);
  return words;
}

async function visit(page: Page, url: string) {
  const response = await page.goto(`${origin}${url}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}

test("the English words checked for are the catalogue's, not a handful", () => {
  expect(englishOnly).toEqual(expect.arrayContaining(["MAIN MENU", "Back to Main Menu", "Share", "Close (Esc", "Search"]));
  expect(englishOnly.length).toBeGreaterThan(80);
});

test("home, album, search, browse and missing pages read German, in the owner's words where given", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => dialogs.push(dialog.message()));
  await visit(page, "/");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.locator(".skip-link")).toHaveText("Zum Inhalt springen");
  // The owner's label is shown as the text it is.
  await expect(page.locator(".site-footer")).toContainText("<img src=x onerror=alert(1)> Handarbeit");
  await expect(page.locator(".site-footer img")).toHaveCount(0);
  await expect(page.locator(".site-footer__browse")).toHaveAttribute("aria-label", "Fotos durchstöbern");
  await expectNoEnglish(page);

  await visit(page, "/albums/reisen");
  await expect(page.getByRole("link", { name: /^Album herunterladen \(ZIP, [\d,]+ [kKM]B\)$/ })).toBeVisible();
  await expect(page.locator("main")).toContainText("2 Bilder");
  await expectNoEnglish(page);

  for (const url of ["/search", "/search?q=hafen", "/search?q=zzzzqx", "/tags", "/tags/hafen", "/cameras", "/years"]) {
    await visit(page, url);
    await expectNoEnglish(page);
  }
  await visit(page, "/search?q=zzzzqx");
  await expect(page.locator("main h1")).toHaveText("Keine Ergebnisse für „zzzzqx“");

  const missing = await visit(page, "/albums/gibt-es-nicht");
  expect(missing!.status()).toBe(404);
  await expect(page).toHaveTitle("Seite nicht gefunden");
  await expect(page.locator("main h1")).toHaveText("Seite nicht gefunden");
  await expectNoEnglish(page);
  expect(dialogs).toEqual([]);
});

test("pages reached by client navigation read German too: each page's strings come with its data", async ({ page }) => {
  const documents: string[] = [];
  page.on("request", (request) => void (request.resourceType() === "document" && documents.push(request.url())));
  await visit(page, "/");
  await page.locator(".album-card", { hasText: "Reisen" }).click();
  await expect(page.locator("main h1")).toHaveText("Reisen");
  await expect(page.locator("main")).toContainText("2 Bilder");
  await expect(page).toHaveTitle("Reisen · Reisebilder");
  await expectNoEnglish(page);
  const box = page.getByRole("search", { name: "Website durchsuchen" }).getByRole("searchbox");
  await box.fill("hafen");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=hafen$/);
  await expect(page.locator("main h1")).toHaveText("Ergebnisse für „hafen“");
  await expectNoEnglish(page);
  await page.locator(".search-results .grid-item").first().click();
  await expect(page.locator(".viewer-root")).toHaveAttribute("data-viewer", "opened");
  await expect(page.getByRole("button", { name: "Schließen" })).toBeVisible();
  await expectNoEnglish(page);
  // One document: every page after the first came by client navigation.
  expect(documents).toHaveLength(1);
});

test("the viewer, its share panel and photo details speak German; the date is written the German way", async ({ page }) => {
  await visit(page, "/albums/reisen/1");
  await expect(page.locator(".viewer-root")).toHaveAttribute("data-viewer", "opened");
  await expect(page.getByRole("button", { name: "Schließen" })).toBeVisible();
  await page.getByRole("button", { name: "Teilen", exact: true }).click();
  await expect(page.locator(".pswp__share-panel")).toBeVisible();
  await page.locator(".pswp__button--details").click();
  await expect(page.locator('#vt-details [data-detail="taken"]')).toContainText("1. Mai 2024, 14:03 (UTC+02:00)");
  await expect(page.locator('#vt-details [data-detail="tags"] a', { hasText: "hafen" })).toHaveAttribute("href", "/tags/hafen");
  await expectNoEnglish(page);
});

test("on a phone the off-canvas menu says HAUPTMENÜ and leads back from a submenu in German", async ({ browser }) => {
  const context = await browser.newContext({ ...devices["Pixel 7"], viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await visit(page, "/");
  await page.locator("#menu-nav").click();
  await expect(page.locator(".offcanvas__close")).toHaveText("HAUPTMENÜ");
  await page.getByRole("button", { name: "Reisen öffnen" }).click();
  await expect(page.locator(".offcanvas__level--1")).toBeVisible();
  await expect(page.locator(".offcanvas__level--1").getByText("Zurück zum Hauptmenü")).toBeVisible();
  await expectNoEnglish(page);
  await context.close();
});

test("the feeds carry the site's language and German titles", async ({ request }) => {
  const feed = await (await request.get(`${origin}/feed.json`)).json();
  expect(feed.language).toBe("de");
  expect(JSON.stringify(feed.items)).not.toMatch(/New album|New photo/);
  const page = await request.get(`${origin}/`);
  expect(await page.text()).toContain('title="Neueste Fotos (Atom)"');
});
