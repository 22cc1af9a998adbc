import { expect, test } from "@playwright/test";
import { afterRendering, gotoHydrated, visibleColumns } from "./helpers";
import { flowingClock } from "./clock";

type Relayout = { columns: string; gliding: number; durations: number[] };
type Recorder = { resizes: number; relayouts: Relayout[] };

/** Records, in the page, every size the grid takes and every re-layout (a change of the grid's data-columns),
 * with the items that are then running a CSS transition on transform and that transition's duration. */
async function recordRelayouts(page: import("@playwright/test").Page) {
  await page.evaluate(() => {
    const grid = document.querySelector<HTMLElement>(".grid")!;
    const recorder: Recorder = { resizes: 0, relayouts: [] };
    (window as unknown as { __grid: Recorder }).__grid = recorder;
    new ResizeObserver(() => recorder.resizes++).observe(grid);
    new MutationObserver(() => {
      const transitions = [...grid.querySelectorAll<HTMLElement>(".grid-item")].flatMap((item) =>
        item
          .getAnimations()
          .filter((animation): animation is CSSTransition => animation instanceof CSSTransition && animation.transitionProperty === "transform"),
      );
      recorder.relayouts.push({
        columns: grid.dataset.columns!,
        gliding: transitions.length,
        durations: [...new Set(transitions.map((transition) => Number(transition.effect!.getTiming().duration)))],
      });
    }).observe(grid, { attributes: true, attributeFilter: ["data-columns"] });
  });
  return () => page.evaluate(() => (window as unknown as { __grid: Recorder }).__grid);
}

test("a resize re-lays the grid once, 100 ms after resizing stops, items gliding in 0.2 s", async ({ page }) => {
  const stopClock = await flowingClock(page);
  await gotoHydrated(page, "/albums/landscapes", { waitUntil: "networkidle" });
  expect(await visibleColumns(page)).toBe(4);
  const recorded = await recordRelayouts(page);
  await afterRendering(page);
  await stopClock();
  const gridResized = () => page.evaluate(() => (window as unknown as { __grid: Recorder }).__grid.resizes);

  // A burst of resizes, each to a different column count, 30 ms apart on the page's clock: only the last one counts.
  for (const [i, width] of [800, 560, 1100, 560, 800].entries()) {
    if (i > 0) await page.clock.runFor(30);
    const seen = await gridResized();
    await page.setViewportSize({ width, height: 900 });
    // The grid has seen this width, so the app's wait has begun again.
    await expect.poll(gridResized).toBeGreaterThan(seen);
  }
  await page.clock.runFor(99);
  await afterRendering(page);
  expect((await recorded()).relayouts).toEqual([]);
  await page.clock.runFor(1);
  await expect(page.locator(".grid")).toHaveAttribute("data-columns", "3");
  const { relayouts } = await recorded();
  expect(relayouts.map((relayout) => relayout.columns)).toEqual(["3"]);

  // Moved items glide: a running 200 ms CSS transition on transform, from where they were.
  expect(relayouts[0]!.gliding).toBeGreaterThan(4);
  expect(relayouts[0]!.durations).toEqual([200]);
  await expect.poll(() => visibleColumns(page)).toBe(3);
});

test("item positions are percentages of the grid's width: a resize within 4 columns keeps every ratio", async ({ page }) => {
  const stopClock = await flowingClock(page);
  await gotoHydrated(page, "/albums/landscapes", { waitUntil: "networkidle" });
  const ratios = () =>
    page.locator(".grid").evaluate((grid) => {
      const box = grid.getBoundingClientRect();
      return Object.fromEntries(
        [...grid.querySelectorAll<HTMLElement>(".grid-item")].map((item) => {
          const rect = item.getBoundingClientRect();
          return [item.dataset.id!, { left: (rect.left - box.left) / box.width, width: rect.width / box.width }];
        }),
      );
    });
  const wide = await ratios();
  await stopClock();
  await page.setViewportSize({ width: 1000, height: 900 });
  // Past the re-layout's 100 ms wait: still four columns, each item where it was in proportion.
  await afterRendering(page);
  await page.clock.runFor(100);
  await expect(page.locator(".grid")).toHaveAttribute("data-columns", "4");
  const narrow = await ratios();
  expect(Object.keys(narrow).sort()).toEqual(Object.keys(wide).sort());
  expect(new Set(Object.values(wide).map((position) => position.left.toFixed(3))).size).toBe(4);
  for (const [id, position] of Object.entries(wide)) {
    expect(Math.abs(narrow[id]!.left - position.left), `left of ${id}`).toBeLessThan(0.0005);
    expect(Math.abs(narrow[id]!.width - position.width), `width of ${id}`).toBeLessThan(0.0005);
  }
});

test("pictures already shown stay shown when a re-layout moves their tiles to other columns", async ({ page }) => {
  await page.goto("/albums/landscapes", { waitUntil: "networkidle" });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.locator(".grid img.lazy[data-src]").count()).toBe(0);
  await expect.poll(() => page.locator(".grid img").evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete))).toBe(true);
  // Every picture element shown before the re-layout.
  await page.evaluate(() => {
    (window as unknown as { __shown: HTMLImageElement[] }).__shown = [...document.querySelectorAll<HTMLImageElement>(".grid img")];
  });
  await page.setViewportSize({ width: 800, height: 900 });
  await expect(page.locator(".grid")).toHaveAttribute("data-columns", "3");
  const after = await page.evaluate(() => {
    const shown = (window as unknown as { __shown: HTMLImageElement[] }).__shown;
    const now = [...document.querySelectorAll<HTMLImageElement>(".grid img")];
    return {
      before: shown.length,
      kept: shown.filter((img) => now.includes(img)).length,
      blank: now.filter((img) => img.getAttribute("src")!.startsWith("data:")).length,
    };
  });
  // The tiles moved, not drawn anew: the very same pictures, none back to a blank.
  expect(after.before).toBeGreaterThan(4);
  expect(after).toEqual({ before: after.before, kept: after.before, blank: 0 });
});
