import { expect, test, type APIRequestContext } from "@playwright/test";
import { gotoHydrated, seriousViolations, viewerRoot, watchConsole } from "./helpers";

type Item = { type: string; title: string; page: string; tags?: string[]; details?: { camera?: string; taken?: string } };
type Summary = { slug: string; children: Summary[] };

/** Every image of the demo, from the albums' manifests: what the browse pages must hold. */
async function demoImages(request: APIRequestContext): Promise<Item[]> {
  const { albums } = (await (await request.get("/api/galleries")).json()) as { albums: Summary[] };
  const slugs = (list: Summary[]): string[] => list.flatMap((album) => [album.slug, ...slugs(album.children)]);
  const manifests = await Promise.all(slugs(albums).map(async (slug) => (await (await request.get(`/api/galleries/${slug}`)).json()) as { items: Item[] }));
  return manifests.flatMap((manifest) => manifest.items.filter((item) => item.type === "image"));
}

/** The photo pages a browse page's grid links to, every page of it, as the server sends them. */
async function tilesOf(request: APIRequestContext, path: string): Promise<string[]> {
  const pages: string[] = [];
  for (let n = 1; ; n++) {
    const html = await (await request.get(n === 1 ? path : `${path}?page=${n}`)).text();
    pages.push(...[...html.matchAll(/<a class="grid-item[^"]*" href="([^"]+)"/g)].map((match) => match[1]!));
    if (!html.includes(`?page=${n + 1}"`)) return pages;
  }
}

test("a tag's, a year's and a camera's pages hold exactly their photos, over as many pages as it takes", async ({ request }) => {
  const images = await demoImages(request);
  const pagesWhere = (test: (item: Item) => boolean) =>
    images
      .filter(test)
      .map((item) => item.page)
      .sort();
  const cases: [string, string[]][] = [
    ["/tags/landscapes", pagesWhere((item) => item.tags?.includes("landscapes") ?? false)],
    ["/years/2019", pagesWhere((item) => item.details?.taken?.startsWith("2019") ?? false)],
    ["/cameras/vitrine-demo-renderer", pagesWhere((item) => item.details?.camera === "Vitrine Demo Renderer")],
  ];
  for (const [path, expected] of cases) {
    expect(expected.length, path).toBeGreaterThan(0);
    expect((await tilesOf(request, path)).sort(), path).toEqual(expected);
  }
  // The camera's photos are more than a page holds: the test above went through its pages.
  expect(cases[2]![1].length).toBeGreaterThan(60);
});

test("a browse page opens its photos in the viewer, and the viewer's details lead back to the camera's page", async ({ page }) => {
  const problems = watchConsole(page);
  await gotoHydrated(page, "/tags/landscapes");
  await expect(page.locator("h1")).toHaveText("landscapes");
  const first = page.locator('.grid-item[data-index="1"]');
  const title = (await first.locator(".grid-item__caption").textContent())!.trim();
  await first.click();
  await expect(page).toHaveURL(/\/tags\/landscapes#tags-1$/);
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "opened");
  await expect(page.locator(".pswp__caption")).toContainText(title);
  await page.getByRole("button", { name: "Photo details" }).click();
  const camera = page.locator('#vt-details [data-detail="camera"] a');
  await expect(camera).toHaveAttribute("href", "/cameras/vitrine-demo-renderer");
  await expect(page.locator('#vt-details [data-detail="tags"] a', { hasText: "landscapes" })).toHaveAttribute("href", "/tags/landscapes");
  await camera.click();
  await expect(page).toHaveURL(/\/cameras\/vitrine-demo-renderer$/);
  await expect(page.locator("h1")).toHaveText("Vitrine Demo Renderer");
  expect(problems).toEqual([]);
});

test("the index pages list every value with its count and cover, reached from the footer; unknown values are 404", async ({ page, request }) => {
  await gotoHydrated(page, "/");
  await page.locator(".site-footer").getByRole("link", { name: "Years" }).click();
  await expect(page.locator("h1")).toHaveText("Years");
  const cards = page.locator(".album-card");
  await expect(cards.first()).toBeVisible();
  const years = await cards.locator("h2, h3").allTextContents();
  expect(years.map((year) => year.trim())).toEqual(["2024", "2023", "2022", "2021", "2020", "2019"]);
  await expect(cards.first().locator("img")).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
  for (const path of ["/years/1850", "/tags/no-such-tag", "/tags/Landscapes", "/colours", "/tags/a/b"])
    expect((await request.get(path)).status(), path).toBe(404);
});
