import { expect, test } from "@playwright/test";
import { openAt, playSlideshow, setTabHidden, viewerRoot } from "./helpers";
import { flowingClock } from "./clock";

test("the slideshow waits while the tab is hidden and goes on when it shows again", async ({ page }) => {
  const stopClock = await flowingClock(page);
  await openAt(page, "landscapes", 2);
  const counter = page.locator(".pswp__live-counter");
  // Time moves only as the test says from here: each interval starts at a known instant.
  await stopClock();
  await playSlideshow(page);
  await setTabHidden(page, true);
  // Well past an interval (3000 ms). The counter follows the slide in the same task: read at once, it tells.
  await page.clock.runFor(10_000);
  expect(await counter.textContent()).toBe("2 / 16");
  await expect(page).toHaveURL(/#landscapes-2$/);
  await expect(viewerRoot(page)).toHaveAttribute("data-slideshow", "active");
  await expect(page.locator(".pswp__slideshow-progress")).not.toHaveClass(/is-running/);
  // Shown again: a full interval from that moment, to the millisecond.
  await setTabHidden(page, false);
  await page.clock.runFor(2999);
  expect(await counter.textContent()).toBe("2 / 16");
  await page.clock.runFor(1);
  expect(await counter.textContent()).toBe("3 / 16");
  await expect(page).toHaveURL(/#landscapes-3$/);
});
