import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated, openAt, viewerRoot } from "./helpers";
import { flowingClock } from "./clock";

/**
 * Wheel events dispatched in the page in one go, each stamped with the time the wheel code reads
 * (event.timeStamp): one, then one after each pause (ms). Stamped times hold on a loaded machine,
 * where real sleeps stretch. A batch starts a second or more after the previous one: a new gesture.
 */
async function wheelEvents(page: Page, pauses: number[], deltaY = 40): Promise<void> {
  await page.locator(".pswp").evaluate(
    (element, { pauses, deltaY }) => {
      const clock = window as unknown as { __lastWheel?: number };
      let time = Math.max(performance.now(), (clock.__lastWheel ?? -Infinity) + 1000);
      for (const pause of [0, ...pauses]) {
        time += pause;
        const wheel = new WheelEvent("wheel", { deltaY, clientX: 640, clientY: 450, bubbles: true, cancelable: true });
        Object.defineProperty(wheel, "timeStamp", { value: time });
        element.dispatchEvent(wheel);
      }
      clock.__lastWheel = time;
    },
    { pauses, deltaY },
  );
}

// The wheel decides as each event is dispatched, but the URL follows each slide change later (through
// the router). "One slide, not two" is proven by a barrier: a later notch the other way must bring
// back the slide shown before the gesture, which it can only if the gesture moved exactly one slide
// (never by waiting a while and looking again).

test("a trackpad-like wheel gesture (40 events 25 ms apart) moves exactly one slide", async ({ page }) => {
  await openAt(page, "landscapes", 1);
  await wheelEvents(page, Array<number>(39).fill(25));
  await expect(page).toHaveURL(/#landscapes-2$/);
  await wheelEvents(page, [], -120);
  await expect(page).toHaveURL(/#landscapes-1$/);
});

test("two wheel notches 320 ms apart move two slides; 100 ms apart, one", async ({ page }) => {
  await openAt(page, "landscapes", 1);
  await wheelEvents(page, [320], 120);
  await expect(page).toHaveURL(/#landscapes-3$/);
  await wheelEvents(page, [100], -120);
  await expect(page).toHaveURL(/#landscapes-2$/);
  await wheelEvents(page, [], 120);
  await expect(page).toHaveURL(/#landscapes-3$/);
});

test("the wheel moves at most one slide per 250 ms: notches 230 ms apart (two gestures) move one slide, 260 ms apart two", async ({ page }) => {
  await openAt(page, "landscapes", 1);
  await wheelEvents(page, [230], 120);
  await expect(page).toHaveURL(/#landscapes-2$/);
  await wheelEvents(page, [], -120);
  await expect(page).toHaveURL(/#landscapes-1$/);
  await wheelEvents(page, [260], 120);
  await expect(page).toHaveURL(/#landscapes-3$/);
});

test("⌘ + wheel zooms instead of moving", async ({ page }) => {
  await openAt(page, "landscapes", 4);
  await page.mouse.move(640, 450);
  await page.keyboard.down("Meta");
  await page.mouse.wheel(0, -400);
  await page.keyboard.up("Meta");
  await expect(page.locator(".pswp")).toHaveClass(/pswp--zoomed-in/);
  await expect(page).toHaveURL(/#landscapes-4$/);
});

test("Ctrl + wheel zooms instead of moving", async ({ page }) => {
  await openAt(page, "landscapes", 4);
  await page.mouse.move(640, 450);
  await page.keyboard.down("Control");
  await page.mouse.wheel(0, -400);
  await page.keyboard.up("Control");
  await expect(page.locator(".pswp")).toHaveClass(/pswp--zoomed-in/);
  await expect(page).toHaveURL(/#landscapes-4$/);
});

test("a click zooms in and another zooms out", async ({ page }) => {
  await openAt(page, "cityscapes", 2);
  const viewer = page.locator(".pswp");
  await expect(viewer).not.toHaveClass(/pswp--zoomed-in/);
  await page.mouse.click(640, 450);
  await expect(viewer).toHaveClass(/pswp--zoomed-in/);
  await page.mouse.click(640, 450);
  await expect(viewer).not.toHaveClass(/pswp--zoomed-in/);
});

test("the fullscreen toggle enters and leaves fullscreen", async ({ page }) => {
  await openAt(page, "abstract", 1);
  const toggle = page.getByRole("button", { name: "Toggle fullscreen" });
  await toggle.click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement?.className)).toBe("viewer-root");
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await toggle.click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "opened");
});

test("a download button appears where the owner allows originals", async ({ page }) => {
  await openAt(page, "landscapes", 1);
  const download = page.getByRole("link", { name: "Download the original" });
  await expect(download).toBeVisible();
  const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
  expect(file.suggestedFilename()).toBe("01-valley-at-dawn.jpg");
});

test("copy link puts the address of the slide's own page on the clipboard and says so for 3 seconds", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const stopClock = await flowingClock(page);
  await openAt(page, "northern-lights", 7);
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const status = page.locator(".pswp__share-panel [role=status]");
  // The page's time stands still from the copy on: the message's 3 s (copy-link.ts) are counted by the test.
  await stopClock();
  await page.locator(".pswp__share-panel .vt-share--copy").click();
  await expect(status).toHaveText("Link copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/albums\/northern-lights\/7$/);
  await page.clock.runFor(2999);
  await expect(status).toHaveText("Link copied");
  await page.clock.runFor(1);
  await expect(status).toBeEmpty();
});

test("without the Clipboard API (plain HTTP), copy link shows the link selected and a message", async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "clipboard", { configurable: true, get: () => undefined }));
  await openAt(page, "northern-lights", 7);
  await page.getByRole("button", { name: "Share", exact: true }).click();
  await page.locator(".pswp__share-panel .vt-share--copy").click();
  await expect(page.locator(".pswp__share-panel [role=status]")).toHaveText(/^(Link copied|Press Ctrl\+C to copy the link)$/);
  const field = page.getByRole("textbox", { name: "Link to this picture" });
  await expect(field).toBeVisible();
  await expect(field).toHaveValue(/\/albums\/northern-lights\/7$/);
  await expect(field).toBeFocused();
});

test("reduced motion: the viewer opens without the zoom animation", async ({ page }) => {
  // Every CSS transition PhotoSwipe sets on the way in (its zoom animation is one): some without the
  // preference (the check can see them), none with it.
  expect(await transitionsOnOpening(page, "no-preference")).not.toEqual([]);
  expect(await transitionsOnOpening(page, "reduce")).toEqual([]);
});

async function transitionsOnOpening(page: Page, reducedMotion: "reduce" | "no-preference"): Promise<string[]> {
  await page.emulateMedia({ reducedMotion });
  await gotoHydrated(page, "/albums/landscapes");
  await page.evaluate(() => {
    const seen: string[] = ((window as unknown as { __transitions: string[] }).__transitions = []);
    new MutationObserver((records) =>
      records.forEach((record) => {
        const transition = (record.target as HTMLElement).style?.transition;
        if (transition) seen.push(transition);
      }),
    ).observe(document.querySelector(".viewer-root")!, { subtree: true, attributeFilter: ["style"] });
  });
  await page.locator('.grid-item[data-index="3"]').click();
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "opened");
  return page.evaluate(() => (window as unknown as { __transitions: string[] }).__transitions);
}

test("a page opened on a slide shows it at once, and closing still zooms back to its tile", async ({ page }) => {
  // Every CSS transition the viewer's elements get, from the first byte (a deep link opens as soon as the page hydrates).
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __transitions: string[] }).__transitions = []);
    new MutationObserver((records) =>
      records.forEach((record) => {
        const element = record.target as HTMLElement;
        if (element.closest?.(".pswp") && element.style.transition) seen.push(element.style.transition);
      }),
    ).observe(document, { subtree: true, attributeFilter: ["style"] });
  });
  const transitions = () => page.evaluate(() => (window as unknown as { __transitions: string[] }).__transitions.splice(0));
  await page.goto("/albums/landscapes#landscapes-3");
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "opened");
  expect(await transitions()).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "closed");
  expect((await transitions()).some((transition) => transition.includes("transform"))).toBe(true);
});

test("the fullscreen button is not offered where the Fullscreen API is missing", async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Document.prototype, "fullscreenEnabled", { configurable: true, get: () => false }));
  await openAt(page, "abstract", 1);
  await expect(page.getByRole("button", { name: "Play slideshow" })).toBeVisible();
  await expect(page.locator(".pswp__button--fullscreen")).toHaveCount(0);
});

/** A colour's relative luminance (WCAG), from "rgb(r, g, b)". */
function luminance(color: string): number {
  const [r, g, b] = color
    .match(/\d+(\.\d+)?/g)!
    .slice(0, 3)
    .map((part) => {
      const c = Number(part) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

test("the viewer's own icons are light on the dark bar (3:1 at least), and amber when pressed", async ({ page }) => {
  await openAt(page, "landscapes", 2);
  const strokeColor = (name: string) => page.locator(`.pswp__button--${name} svg`).evaluate((svg) => getComputedStyle(svg).color);
  for (const name of ["slideshow", "download", "details", "fullscreen", "share", "thumbnails-toggle"]) {
    // Against the viewer's black background: (L1 + 0.05) / (0 + 0.05).
    expect((luminance(await strokeColor(name)) + 0.05) / 0.05, name).toBeGreaterThanOrEqual(3);
  }
  await page.getByRole("button", { name: "Show thumbnails" }).click();
  expect(await strokeColor("thumbnails-toggle")).toBe("rgb(255, 213, 138)");
});

test("the bar's controls sit together at the right", async ({ page }) => {
  await openAt(page, "landscapes", 2);
  const boxes = await page.locator(".pswp__top-bar > .pswp__button:visible").evaluateAll((buttons) =>
    buttons
      .map((button) => button.getBoundingClientRect())
      .sort((a, b) => a.left - b.left)
      .map(({ left, right }) => ({ left, right })),
  );
  expect(boxes.length).toBeGreaterThanOrEqual(6);
  for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.left - boxes[i - 1]!.right, `gap before control ${i}`).toBeLessThan(4);
  expect(boxes.at(-1)!.right).toBeGreaterThan(1270);
});

test("the error slide's title is in the light text colour", async ({ page }) => {
  await gotoHydrated(page, "/albums/abstract");
  await page.locator(".grid-item--error").click();
  const error = page.locator(".pswp__item .vt-error").filter({ visible: true });
  await expect(error).toBeVisible();
  // Polled: PhotoSwipe may build the error element again as it lays the slide out.
  await expect.poll(() => error.locator(".vt-error__title").evaluate((p) => getComputedStyle(p).color)).toBe("rgb(244, 244, 246)");
});

test("the thumbnail strip is centred, and the picture moves up clear of it", async ({ page }) => {
  await openAt(page, "northern-lights", 2);
  await page.getByRole("button", { name: "Show thumbnails" }).click();
  const strip = page.locator(".pswp__thumbnails");
  await expect(strip).toBeVisible();
  const thumbs = strip.locator("button");
  const first = (await thumbs.first().boundingBox())!;
  const last = (await thumbs.last().boundingBox())!;
  expect(Math.abs((first.x + last.x + last.width) / 2 - 640)).toBeLessThan(4);
  const stripTop = (await strip.boundingBox())!.y;
  // The lowest edge of the pictures at the centre of the screen (the slide shown, and its placeholder).
  const pictureBottom = () =>
    page.evaluate(() =>
      Math.max(
        ...[...document.querySelectorAll(".pswp__img")]
          .map((img) => img.getBoundingClientRect())
          .filter((box) => box.left < 640 && box.right > 640)
          .map((box) => box.bottom),
      ),
    );
  await expect.poll(pictureBottom).toBeLessThanOrEqual(stripTop + 1);
});
