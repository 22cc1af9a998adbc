import { expect, test, type Page } from "@playwright/test";
import {
  gotoHydrated,
  openAt,
  playSlideshow,
  recordViewerStates,
  requestBarrier,
  seriousViolations,
  untilPageIdle,
  viewerRoot,
  viewerStates,
  watchConsole,
} from "./helpers";
import { recordViewerStatesFromStart, viewerStatesFromStart } from "./viewer-recorders";
import { flowingClock } from "./clock";

test("a grid item opens the viewer at that item, with its caption and a live counter", async ({ page }) => {
  const problems = watchConsole(page);
  await gotoHydrated(page, "/albums/landscapes");
  const historyLength = await page.evaluate(() => history.length);
  await page.locator('.grid-item[data-index="3"]').click();
  await expect(page).toHaveURL(/\/albums\/landscapes#landscapes-3$/);
  const root = viewerRoot(page);
  await expect(root).toHaveAttribute("data-viewer", "opened");
  await expect(root).toHaveAttribute("data-slide", "loaded");
  await expect(page.locator(".pswp__caption")).toContainText("Pass road");
  await expect(page.locator(".pswp__live-counter")).toHaveText("3 / 16");
  const dialog = page.locator(".pswp");
  await expect(dialog).toHaveAttribute("role", "dialog");
  await expect(dialog).toHaveAttribute("aria-modal", "true");
  expect(await page.evaluate(() => history.length)).toBe(historyLength + 1);
  expect(problems).toEqual([]);
});

test("moving between slides replaces the hash; one Back closes the viewer and stays on the page", async ({ page }) => {
  await gotoHydrated(page, "/albums/landscapes");
  await page.locator('.grid-item[data-index="2"]').click();
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "opened");
  const historyLength = await page.evaluate(() => history.length);
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(/#landscapes-3$/);
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(/#landscapes-4$/);
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
  await page.goBack();
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "closed");
  await expect(page).toHaveURL(/\/albums\/landscapes$/);
  await expect(page.locator("h1")).toHaveText("Landscapes");
});

test("a page opened with a deep link opens the viewer there; closing clears the hash", async ({ page }) => {
  await openAt(page, "coastlines", 5);
  await expect(page.locator(".pswp__caption")).toContainText("Breakwater");
  await page.keyboard.press("Escape");
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "closed");
  await expect(page).toHaveURL(/\/albums\/coastlines$/);
  // Focus returns to the grid item of the slide that was shown.
  await expect(page.locator('.grid-item[data-index="5"]')).toBeFocused();
});

test("closing the viewer, by Escape or by Back, is the same page: its data is not fetched again", async ({ page }) => {
  const dataRequests: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith(".data") || url.searchParams.has("_data")) dataRequests.push(url.pathname + url.search);
  });
  await openAt(page, "landscapes", 2);
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/albums\/landscapes$/);
  await page.locator('.grid-item[data-index="4"]').click();
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "opened");
  await page.goBack();
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "closed");
  await expect(page).toHaveURL(/\/albums\/landscapes$/);
  await page.waitForLoadState("networkidle");
  expect(dataRequests).toEqual([]);
});

test("garbage, unknown galleries and out-of-range indices in the hash are ignored quietly", async ({ page }) => {
  const problems = watchConsole(page);
  // The effect that reads the hash says "loading" at once when it names a slide, and it runs before the
  // page is marked hydrated: so at that mark the hash's fate is known. Every value data-viewer takes
  // from the document's start is recorded, so a "loading" already left again is seen too.
  await recordViewerStatesFromStart(page);
  /** A real page load with this hash (not a hash change), hydrated; returns data-viewer's values since the document started. */
  const arrive = async (hash: string) => {
    await page.goto("about:blank");
    await gotoHydrated(page, `/albums/landscapes${hash}`);
    return viewerStatesFromStart(page);
  };
  for (const hash of ["#landscapes-17", "#landscapes-0", "#cityscapes-2", "#%E0%A4%A", "#<img src=x onerror=alert(1)>", "#landscapes-1e3"]) {
    expect(await arrive(hash), hash).toEqual([]);
    expect(await viewerRoot(page).getAttribute("data-viewer"), hash).toBe("closed");
    await expect(page.locator(".pswp")).toHaveCount(0);
  }
  // At the same moment a good hash has already set the viewer on its way: the checks above could have failed.
  expect((await arrive("#landscapes-16"))[0]).toBe("loading");
  expect(["loading", "opening", "opened"]).toContain(await viewerRoot(page).getAttribute("data-viewer"));
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "opened");
  await expect(page.locator(".pswp")).toHaveCount(1);
  expect(problems).toEqual([]);
});

test("every slide type: inline, video, YouTube, ajax and Vimeo", async ({ page }) => {
  await openAt(page, "travel", 1);
  await expect(page.locator(".pswp__item .vt-text").first()).toContainText("Every picture in this demo was drawn by Vitrine itself");
  await page.keyboard.press("ArrowRight");
  const video = page.locator(".vt-video video").first();
  await expect(video.locator("source")).toHaveAttribute("src", /^\/media\/[0-9a-f]{12}\/northern-drift\.webm$/);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  expect(await video.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(8);
  // One slide at a time, each shown before the next key: this test is about what every type shows.
  for (const next of [3, 4]) {
    await expect(viewerRoot(page)).toHaveAttribute("data-slide", "loaded");
    await page.keyboard.press("ArrowRight");
    await expect(page).toHaveURL(new RegExp(`#travel-${next}$`));
  }
  await expect(page.locator('iframe[data-provider="youtube"]')).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ\?/);
  await expect(viewerRoot(page)).toHaveAttribute("data-slide", "loaded");
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(/#travel-5$/);
  await expect(page.locator(".pswp__item .vt-text", { hasText: "Field notes" })).toContainText("the colour of pewter");
  // The ajax text is current and loaded (the text alone could be the neighbour slide's, preloaded).
  await expect(viewerRoot(page)).toHaveAttribute("data-slide", "loaded");
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(/#travel-6$/);
  await expect(page.locator('iframe[data-provider="vimeo"]')).toHaveAttribute("src", "https://player.vimeo.com/video/1084537?dnt=1&api=1");
  // Only the current slide's player exists: the YouTube frame went when its slide did.
  await expect(page.locator('iframe[data-provider="youtube"]')).toHaveCount(0);
});

test("the demo's broken image shows the error slide, with a way to continue", async ({ page }) => {
  await gotoHydrated(page, "/albums/abstract");
  const broken = page.locator(".grid-item--error");
  const index = Number(await broken.getAttribute("data-index"));
  await broken.click();
  await expect(viewerRoot(page)).toHaveAttribute("data-slide", "error");
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "opened");
  const error = page.locator(".pswp__item .vt-error").filter({ visible: true });
  await expect(error).toContainText("This item could not be shown.");
  await error.getByRole("button", { name: "Next item" }).click();
  // The broken print is the album's last item: "next" wraps around to the first.
  const count = await page.locator(".grid-item").count();
  await expect(page).toHaveURL(new RegExp(`#abstract-${(index % count) + 1}$`));
  await expect(viewerRoot(page)).toHaveAttribute("data-slide", "loaded");
});

test("no provider script loads until a video slide shows, and none on pages without videos", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (/youtube\.com\/iframe_api|player\.vimeo\.com\/api/.test(request.url())) scripts.push(request.url());
  });
  await openAt(page, "landscapes", 1);
  for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowRight");
  await gotoHydrated(page, "/albums/travel");
  await page.locator('.grid-item[data-index="3"]').click();
  await expect(viewerRoot(page)).toHaveAttribute("data-slide", "loaded");
  // The next slide, YouTube's, is loaded and in the page as a neighbour (its poster shows there)...
  await expect(page.locator(".pswp__item .vt-embed__poster", { hasText: "Big Buck Bunny on YouTube" })).toBeAttached();
  // ...and a request the page starts after that is seen: a provider script asked for by then would be seen before it.
  await requestBarrier(page);
  expect(scripts).toEqual([]);
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => scripts).toEqual(["https://www.youtube.com/iframe_api"]);
});

test("the slideshow advances every 3 s and stops at the last slide", async ({ page }) => {
  const stopClock = await flowingClock(page);
  await openAt(page, "landscapes", 14);
  const root = viewerRoot(page);
  const counter = page.locator(".pswp__live-counter");
  // Time stands still from here: the interval starts at the click, and moves only as the test says.
  await stopClock();
  await playSlideshow(page);
  await expect(page.locator(".pswp__slideshow-progress")).toHaveClass(/is-running/);
  // The counter follows the slide in the same task as the change: read at once, it tells whether a timer fired.
  for (const next of [15, 16]) {
    await page.clock.runFor(2999);
    expect(await counter.textContent()).toBe(`${next - 1} / 16`);
    await expect(page).toHaveURL(new RegExp(`#landscapes-${next - 1}$`));
    await page.clock.runFor(1);
    expect(await counter.textContent()).toBe(`${next} / 16`);
    await expect(page).toHaveURL(new RegExp(`#landscapes-${next}$`));
  }
  await expect(root).toHaveAttribute("data-slideshow", "stopped");
  // Well past another interval: the slideshow stopped at the last slide (a next would loop to the first).
  await page.clock.runFor(10_000);
  expect(await counter.textContent()).toBe("16 / 16");
  await expect(page).toHaveURL(/#landscapes-16$/);
  await expect(root).toHaveAttribute("data-slideshow", "stopped");
});

test("thumbnails: a toggleable strip, the current one marked, a click goes there", async ({ page }) => {
  await openAt(page, "landscapes", 2);
  const strip = page.locator(".pswp__thumbnails");
  await expect(strip).toBeHidden();
  await page.getByRole("button", { name: "Show thumbnails" }).click();
  await expect(strip).toBeVisible();
  await expect(strip.locator("button")).toHaveCount(16);
  await expect(strip.locator('button[aria-current="true"]')).toHaveAttribute("aria-label", "2: Seven ridges");
  await strip.locator("button").nth(9).click();
  await expect(page).toHaveURL(/#landscapes-10$/);
  await expect(strip.locator('button[aria-current="true"]')).toHaveAttribute("aria-label", "10: Quiet basin");
  await page.getByRole("button", { name: "Show thumbnails" }).click();
  await expect(strip).toBeHidden();
});

test("share opens the network's page in a 550 x 450 popup, with the address of the slide's own page", async ({ page, context }, testInfo) => {
  await context.route(/^https:\/\/(www\.facebook\.com|x\.com|www\.pinterest\.com)\//, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>share</title>" }),
  );
  await openAt(page, "cityscapes", 4);
  for (const [name, host] of [
    ["Facebook", "www.facebook.com"],
    ["X", "x.com"],
    ["Pinterest", "www.pinterest.com"],
  ] as const) {
    await page.getByRole("button", { name: "Share", exact: true }).click();
    const popupPromise = page.waitForEvent("popup");
    await page.locator(".pswp__share-panel").getByRole("button", { name, exact: true }).click();
    const popup = await popupPromise;
    await popup.waitForLoadState();
    const url = new URL(popup.url());
    expect(url.host).toBe(host);
    const shared = url.searchParams.get("u") ?? url.searchParams.get("url");
    expect(shared).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/albums\/cityscapes\/4$/);
    // Phones open every popup as a full tab; the 550 x 450 window is a desktop thing.
    if (testInfo.project.name === "desktop") expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([550, 450]);
    await popup.close();
  }
});

/** Starts recording every element focus lands on outside the viewer's dialog (read back with focusOutside). */
async function recordFocusOutside(page: Page): Promise<void> {
  await page.evaluate(() => {
    const outside: string[] = ((window as unknown as { __outside: string[] }).__outside = []);
    document.addEventListener("focusin", (event) => {
      const target = event.target as Element;
      if (!target.closest(".pswp")) outside.push(target.outerHTML.slice(0, 120));
    });
  });
}

const focusOutside = (page: Page) => page.evaluate(() => (window as unknown as { __outside: string[] }).__outside);

/** The focused element, named by its classes (or text), or where it is when not on a control of the dialog. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active?.closest(".pswp")) return `outside: ${active?.tagName}`;
    if (active.classList.contains("pswp")) return "the dialog itself";
    return `${active.tagName} ${active.className} ${active.textContent ?? ""}`.trim();
  });

test("Tab and Shift+Tab cycle through the viewer's controls and never leave it; closing returns focus to the grid item", async ({ page }) => {
  await gotoHydrated(page, "/albums/cityscapes");
  const tile = page.locator('.grid-item[data-index="6"]');
  await tile.focus();
  await page.keyboard.press("Enter");
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "opened");
  await recordFocusOutside(page);
  // The dialog itself has focus on opening: Shift+Tab goes to its last control, Tab then wraps to the first.
  await page.keyboard.press("Shift+Tab");
  const last = await focused(page);
  // Forward until the first control comes round again.
  const forward: string[] = [];
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press("Tab");
    const name = await focused(page);
    if (name === forward[0]) break;
    forward.push(name);
  }
  expect(forward.length, forward.join("\n")).toBeGreaterThanOrEqual(4);
  expect(forward.length, "Tab came back to the first control").toBeLessThan(20);
  expect(forward.at(-1)).toBe(last);
  // Focus is on the first control: Shift+Tab wraps to the last, then goes back through them all.
  const backward: string[] = [];
  for (let i = 0; i < forward.length; i++) {
    await page.keyboard.press("Shift+Tab");
    backward.push(await focused(page));
  }
  expect(backward).toEqual([...forward].reverse());
  expect(await focusOutside(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "closed");
  await expect(tile).toBeFocused();
});

test("Tab does not reach the content of the slides beside the current one", async ({ page }) => {
  // Before the first slide, looping round, lies the broken print's error slide with its buttons.
  await openAt(page, "abstract", 1);
  await expect(page.locator(".pswp__item .vt-error button").first()).toBeAttached();
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest('.pswp__item[aria-hidden="true"]')), await focused(page)).toBe(false);
  }
});

test("the open viewer has no serious or critical accessibility violations", async ({ page }) => {
  await openAt(page, "landscapes", 1);
  // What axe reads is the viewer at rest: its picture loaded and its fades over (the controls fade in as
  // it opens, and axe weighs opacity into contrast). Endless animations are not waited for.
  await expect(viewerRoot(page)).toHaveAttribute("data-slide", "loaded");
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.getAnimations().filter((animation) => animation.playState === "running" && animation.effect?.getComputedTiming().endTime !== Infinity)
            .length,
      ),
    )
    .toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test("the viewer's code is not loaded until the first open", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
  await page.goto("/albums/landscapes", { waitUntil: "networkidle" });
  expect(scripts.some((url) => url.includes("open-viewer"))).toBe(false);
  await page.locator('.grid-item[data-index="1"]').click();
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "opened");
  expect(scripts.some((url) => url.includes("open-viewer"))).toBe(true);
});

test("each slide is announced once, politely: its number, title and caption in one live region", async ({ page }) => {
  await openAt(page, "landscapes", 2);
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(/#landscapes-3$/);
  const live = page.locator('.pswp [aria-live]:not([aria-live="off"])');
  await expect(live).toHaveCount(1);
  await expect(live).toHaveAttribute("aria-live", "polite");
  await expect(live).toHaveText("3 of 16: Pass road. Pass road: golden light, just after sunrise.");
  // A slide without a caption: its number and title only.
  await openAt(page, "travel", 1);
  await expect(live).toHaveText("1 of 9: About these journeys");
});

test("ArrowRight and ArrowLeft move between slides", async ({ page }) => {
  await openAt(page, "landscapes", 5);
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(/#landscapes-6$/);
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(page).toHaveURL(/#landscapes-4$/);
  await expect(page.locator(".pswp__live-counter")).toHaveText("4 / 16");
});

test("keys pressed faster than the page takes in each new address each move one slide", async ({ page }) => {
  await openAt(page, "landscapes", 1);
  // Each move's address is taken in by a React effect, in a task of its own; before the fix a key that
  // came between the render and that effect was undone by it. Keys one task apart land in between.
  await page.evaluate(async () => {
    const nextTask = () =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = resolve;
        channel.port2.postMessage(null);
      });
    for (let i = 0; i < 14; i++) {
      document.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
      await nextTask();
    }
  });
  await expect(page).toHaveURL(/#landscapes-15$/);
  // Once every pending render and effect has run, the viewer is still where the keys took it.
  await untilPageIdle(page);
  await expect(page.locator(".pswp__live-counter")).toHaveText("15 / 16");
  await expect(page).toHaveURL(/#landscapes-15$/);
});

test("e-mail share is a mailto: link with the slide's title and its own page", async ({ page }) => {
  await openAt(page, "cityscapes", 4);
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const href = await page.locator(".pswp__share-panel .vt-share--email").getAttribute("href");
  const mail = new URL(href!);
  expect(mail.protocol).toBe("mailto:");
  expect(mail.searchParams.get("body")).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/albums\/cityscapes\/4$/);
  expect(mail.searchParams.get("subject")).toBe((await page.locator(".pswp__caption strong").textContent())!);
});

test("states: a slide is loading before it is loaded; the viewer goes opened, closing, closed", async ({ page }) => {
  await gotoHydrated(page, "/albums/landscapes");
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/img\/.*\.webp$/, async (route) => {
    await held;
    await route.continue();
  });
  await recordViewerStates(page, "data-slide");
  await page.locator('.grid-item[data-index="7"]').click();
  await expect(viewerRoot(page)).toHaveAttribute("data-slide", "loading");
  release();
  await expect(viewerRoot(page)).toHaveAttribute("data-slide", "loaded");
  expect((await viewerStates(page)).filter((state) => state === "loading" || state === "loaded")).toEqual(["loading", "loaded"]);
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "opened");
  await recordViewerStates(page, "data-viewer");
  await page.keyboard.press("Escape");
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "closed");
  expect(await viewerStates(page)).toEqual(["opened", "closing", "closed"]);
});

test("the download button is absent on slides without an original (an inline text)", async ({ page }) => {
  await openAt(page, "travel", 1);
  await expect(page.locator(".pswp__button--download")).toBeHidden();
});
