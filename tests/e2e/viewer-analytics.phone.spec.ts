import { expect, sentEverything, test } from "./collect";
import { openAt, swipePoints, touchPath, viewerRoot } from "./helpers";
import { flowingClock } from "./clock";

test("a slide reached by a swipe is viewed as reached by swipe", async ({ page, collect }) => {
  // The page's time flows while the finger moves (PhotoSwipe draws the drag frame by frame).
  const stopClock = await flowingClock(page);
  await openAt(page, "cityscapes", 3);
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "opened");
  // Past half the slide's width, so it moves on however slowly a busy machine delivers the touches.
  await touchPath(page, swipePoints({ x: 360, y: 420 }, { x: 30, y: 424 }, 8));
  await expect(page.locator(".pswp__live-counter")).toHaveText(/^4 \//);
  // The clock jumps ahead as it stops: slide 4 has been looked at for well over a second.
  await stopClock();
  await page.getByRole("button", { name: "Close (Esc)" }).click();
  await sentEverything(page, collect);
  const views = collect.events("photo_view").filter((event) => event.params.item_index === 4);
  expect(views.map((event) => [event.params.gallery, event.params.open_via])).toEqual([["cityscapes", "swipe"]]);
});
