import type { Page } from "@playwright/test";
import { expect, sentEverything, test, type SentEvent } from "./collect";
import { openAt, playSlideshow, setTabHidden, viewerRoot } from "./helpers";
import { flowingClock } from "./clock";

type Item = { id: string; index: number; title: string; type: string; address?: string; original?: { href: string; name: string } };

async function albumItems(page: Page, slug: string): Promise<Item[]> {
  return (await (await page.request.get(`/api/galleries/${slug}`)).json()).items;
}

/** The slide counter says this one-based slide is current (it follows the slide in the same task). */
async function atSlide(page: Page, index: number) {
  await expect(page.locator(".pswp__live-counter")).toHaveText(new RegExp(`^${index} /`));
}

const viewOf = (events: SentEvent[], itemId: string) => events.filter((event) => event.params.item_id === itemId);

/**
 * Opens Landscapes' viewer at a slide (its animations on a flowing clock), stops the clock, and
 * steps to the next slide by key: from there time moves only as the test says.
 */
async function stepPastOpening(page: Page, slide: number): Promise<void> {
  const stopClock = await flowingClock(page);
  await openAt(page, "landscapes", slide);
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "opened");
  await stopClock();
  await page.keyboard.press("ArrowRight");
  await atSlide(page, slide + 1);
}

test("three slides looked at for over a second and one passed quickly make exactly three photo views, each saying how it was reached", async ({
  page,
  collect,
}) => {
  const items = await albumItems(page, "landscapes");
  // The clock's jump to the paused instant counts for slide 2.
  await stepPastOpening(page, 2);
  await page.clock.runFor(1500);
  await page.locator(".pswp__button--arrow--next").click();
  await atSlide(page, 4);
  // A quick pass: 999 ms is under the second a view needs.
  await page.clock.runFor(999);
  await page.keyboard.press("ArrowRight");
  await atSlide(page, 5);
  await page.clock.runFor(1000);
  await page.keyboard.press("Escape");
  await sentEverything(page, collect);

  const views = collect.events("photo_view");
  expect(views.map((event) => event.params.item_index)).toEqual([2, 3, 5]);
  expect(views.map((event) => event.params.open_via)).toEqual(["deep_link", "key", "key"]);
  for (const view of views) {
    const item = items[Number(view.params.item_index) - 1]!;
    expect(view.params).toMatchObject({ gallery: "landscapes", item_id: item.id, item_title: item.title, item_type: "image" });
    expect(view.params.page_location).toMatch(/\/albums\/landscapes$/);
  }
  expect(views[1]!.params.engagement_time_msec).toBe(1500);
  expect(views[2]!.params.engagement_time_msec).toBe(1000);
  expect(viewOf(collect.events(), items[3]!.id)).toEqual([]);
  const [close, ...more] = collect.events("viewer_close");
  expect(more).toEqual([]);
  expect(close!.params).toMatchObject({ gallery: "landscapes", item_id: items[4]!.id, slides_seen: 3 });
  expect(Number(close!.params.engagement_time_msec)).toBeGreaterThanOrEqual(3499);
});

test("closing the viewer sends its photo view and its close at once, not after the batch's wait", async ({ page, collect }) => {
  await stepPastOpening(page, 2);
  await page.clock.runFor(1200);
  await page.keyboard.press("Escape");
  // The clock stands still: the batch's 1 s wait never ends, so only sending at the close delivers them.
  await expect.poll(() => collect.events("viewer_close").length).toBe(1);
  const lastView = collect.events("photo_view").find((event) => event.params.item_index === 3);
  expect(lastView?.params.engagement_time_msec).toBe(1200);
});

test("a slide reached by thumbnail, wheel or slideshow says so; starting the slideshow is an event of its own", async ({ page, collect }) => {
  const items = await albumItems(page, "landscapes");
  const stopClock = await flowingClock(page);
  await openAt(page, "landscapes", 1);
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "opened");
  await stopClock();
  await page.getByRole("button", { name: "Show thumbnails" }).click();
  await page.locator(`.vt-thumb[data-index="5"]`).click();
  await atSlide(page, 6);
  await page.clock.runFor(1000);
  await page.mouse.move(400, 300);
  await page.mouse.wheel(0, 120);
  await atSlide(page, 7);
  await page.clock.runFor(1000);
  await playSlideshow(page);
  await page.clock.runFor(3000);
  await atSlide(page, 8);
  await page.clock.runFor(1000);
  await page.keyboard.press("Escape");
  await sentEverything(page, collect);

  expect(collect.events("photo_view").map((event) => [event.params.item_index, event.params.open_via])).toEqual([
    [1, "deep_link"],
    [6, "thumbnail"],
    [7, "wheel"],
    [8, "slideshow"],
  ]);
  expect(collect.events("slideshow_start").map((event) => event.params.item_id)).toEqual([items[6]!.id]);
});

test("a share and an original download are recorded with the photo they were about", async ({ page, collect }) => {
  const items = await albumItems(page, "landscapes");
  const item = items[2]!;
  await openAt(page, "landscapes", 3);
  await expect(viewerRoot(page)).toHaveAttribute("data-share", "ready");
  await page.getByRole("button", { name: "Share" }).click();
  await page.getByRole("button", { name: "Copy link" }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download the original" }).click();
  expect((await download).suggestedFilename()).toBe(item.original!.name);

  await expect.poll(() => collect.events("share").length).toBe(1);
  expect(collect.events("share")[0]!.params).toMatchObject({ method: "copy", content_type: "photo", item_id: item.id, gallery: "landscapes" });
  await expect.poll(() => collect.events("file_download").length).toBe(1);
  const extension = item.original!.name.split(".").pop()!.toLowerCase();
  expect(collect.events("file_download")[0]!.params).toMatchObject({ file_name: item.original!.name, file_extension: extension, item_id: item.id });
  expect(String(collect.events("file_download")[0]!.params.link_url)).toMatch(new RegExp(`/original/${item.id}/${item.address!}$`));
});

test("a slide's view ends when the tab goes to the background, and time in another tab is not counted", async ({ page, collect }) => {
  await stepPastOpening(page, 4);
  await page.clock.runFor(1300);
  await setTabHidden(page, true);
  // A minute in another tab, then back: 600 ms more are not a second view.
  await page.clock.runFor(60_000);
  await setTabHidden(page, false);
  await page.clock.runFor(600);
  await page.keyboard.press("Escape");
  await sentEverything(page, collect);
  const views = collect.events("photo_view").filter((event) => event.params.item_index === 5);
  expect(views.map((event) => [event.params.open_via, event.params.engagement_time_msec])).toEqual([["key", 1300]]);
  expect(Number(collect.events("viewer_close")[0]!.params.engagement_time_msec)).toBeLessThan(60_000);
});
