import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, flushDelayMs, historyGroupMs, openTracked, test } from "./collect";
import { startRecordingProxy } from "./recording-proxy";

// Following a link may unload the page before the queue's short wait is over: the proxy sees the beacon.
// The page's clock is installed (at the real time: the collector checks each event's ts), and the tests
// run out the tracker's waits with runFor instead of waiting for them.
let proxy: Awaited<ReturnType<typeof startRecordingProxy>>;
test.beforeEach(async ({ baseURL, page }) => {
  proxy = await startRecordingProxy(baseURL!);
  await page.clock.install();
});
test.afterEach(async () => {
  expect(proxy.problems).toEqual([]);
  await proxy.close();
});

async function openAlbum(page: Page) {
  await openTracked(page, `${proxy.origin}/albums/abstract`, proxy);
}

/** The desktop menu's submenu with this label, opened as a visitor does: by hovering. */
async function submenu(page: Page, label: string) {
  await page.locator(".site-nav .menu-item", { hasText: label }).hover();
  return page.locator(".site-nav .sub-menu:visible");
}

const wikipedia = {
  link_id: "",
  link_url: "https://en.wikipedia.org/wiki/Photography",
  link_text: "Photography on Wikipedia",
  link_classes: "",
  link_domain: "en.wikipedia.org",
  outbound: true,
};

test("an outbound link followed with a left click sends click with the link's parameters", async ({ page }) => {
  await openAlbum(page);
  await (await submenu(page, "Elsewhere")).getByRole("link", { name: "Photography on Wikipedia" }).click();
  await expect.poll(() => proxy.events("click").length).toBe(1);
  expect(proxy.events("click")[0]!.params).toEqual({ page_location: `${proxy.origin}/albums/abstract`, page_referrer: "", ...wikipedia });
});

test("middle click and keyboard activation of outbound links send click too; the site's own links do not", async ({ page }) => {
  await openAlbum(page);
  // The site's own pages (client routing) are page views, not clicks.
  await page.locator(".site-nav").getByRole("link", { name: "Cityscapes" }).click();
  await expect(page.locator("h1")).toHaveText("Cityscapes");
  await page.clock.runFor(historyGroupMs + flushDelayMs);
  await expect.poll(() => proxy.events("page_view").length).toBe(2);
  await (await submenu(page, "Elsewhere")).getByRole("link", { name: "Creative Commons" }).click({ button: "middle" });
  await page.clock.runFor(flushDelayMs);
  await expect.poll(() => proxy.events("click").length).toBe(1);
  expect(proxy.events("click")[0]!.params).toMatchObject({
    link_url: "https://creativecommons.org/",
    link_text: "Creative Commons",
    link_domain: "creativecommons.org",
    outbound: true,
  });

  await (await submenu(page, "Elsewhere")).getByRole("link", { name: "Photography on Wikipedia" }).focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => proxy.events("click").length).toBe(2);
  expect(proxy.events("click")[1]!.params).toMatchObject(wikipedia);
  expect(proxy.events().map((event) => event.name)).toEqual(["page_view", "page_view", "click", "click"]);
});

test("downloads: the menu's PDF and CSV, and links with other extensions in any case, send file_download", async ({ page }) => {
  await openAlbum(page);
  for (const [label, file, extension] of [
    ["Print price list (PDF)", "/files/price-list.pdf", "pdf"],
    ["Exhibitions (CSV)", "/files/exhibitions.csv", "csv"],
  ] as const) {
    const count = proxy.events("file_download").length;
    await (await submenu(page, "Downloads")).getByRole("link", { name: label }).click();
    await expect.poll(() => proxy.events("file_download").length).toBe(count + 1);
    expect(proxy.events("file_download").at(-1)!.params).toEqual({
      page_location: `${proxy.origin}/albums/abstract`,
      page_referrer: "",
      file_name: file,
      file_extension: extension,
      link_id: "",
      link_url: `${proxy.origin}${file}`,
      link_text: label,
      link_classes: "",
      link_domain: "127.0.0.1",
    });
    if (page.url() !== `${proxy.origin}/albums/abstract`) await openAlbum(page);
  }

  // Links an owner's page could carry, handled by a script of the page (it keeps the visitor here).
  await page.evaluate(() => {
    const links: [string, string, string][] = [
      ["/files/Annual%20Report.XLSX", "report", "doc-link"],
      ["/files/archive.tar.gz", "", ""],
      ["https://cdn.example.org/films/trailer.Mp4?dl=1", "", "external video"],
      ["/files/notes.txt.html", "", ""],
    ];
    const box = document.createElement("p");
    for (const [href, id, classes] of links) {
      const a = Object.assign(document.createElement("a"), { href, id, className: classes, textContent: ` ${href.split("/").pop()} ` });
      a.addEventListener("click", (event) => event.preventDefault());
      box.append(a);
    }
    document.querySelector("main")!.prepend(box);
  });
  for (const link of await page.locator("main > p:first-child a").all()) await link.click();
  await page.clock.runFor(flushDelayMs);
  await expect.poll(() => proxy.events("file_download").length).toBe(5);
  const [xlsx, gz, mp4] = proxy
    .events("file_download")
    .slice(2)
    .map((event) => event.params);
  expect(xlsx).toMatchObject({
    file_name: "/files/Annual%20Report.XLSX",
    file_extension: "xlsx",
    link_id: "report",
    link_classes: "doc-link",
    link_text: "Annual%20Report.XLSX",
  });
  expect(gz).toMatchObject({ file_name: "/files/archive.tar.gz", file_extension: "gz" });
  expect(xlsx).not.toHaveProperty("outbound");
  // A download from another host is a download, marked outbound; it is not also a click.
  expect(mp4).toMatchObject({ file_name: "/films/trailer.Mp4", file_extension: "mp4", link_domain: "cdn.example.org", outbound: true });
  expect(proxy.events("click")).toHaveLength(0);
});

test("an album's ZIP: its link says the size, the browser saves abstract.zip, and file_download is sent", async ({ page }) => {
  await openAlbum(page);
  const link = page.getByRole("link", { name: /^Download album \(ZIP, [\d.]+ (kB|MB)\)$/ });
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toBe("abstract.zip");
  const zip = await readFile(await download.path());
  expect(zip.subarray(0, 4).toString("latin1")).toBe("PK\u0003\u0004");
  await page.clock.runFor(flushDelayMs);
  await expect.poll(() => proxy.events("file_download").length).toBe(1);
  expect(proxy.events("file_download")[0]!.params).toMatchObject({
    file_name: "/albums/abstract/download",
    file_extension: "zip",
    link_url: `${proxy.origin}/albums/abstract/download`,
  });
});
