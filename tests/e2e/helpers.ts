import http from "node:http";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

/** Collects what a visitor would never want to see: script errors and CSP violations. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(String(error)));
  return problems;
}

/** Starts summing layout shifts (without recent input) from the first paint on. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __shifts: unknown[] };
    w.__cls = 0;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
      const rect = ({ x, y, width, height }: DOMRectReadOnly) => [x, y, width, height].map(Math.round).join(",");
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] })[]) {
        if (entry.hadRecentInput) continue;
        w.__cls += entry.value;
        // What moved, from where to where (x,y,width,height), and how tall the page was then: a failure says why.
        const nodes = entry.sources?.map(
          (s) => `${(s.node as Element | undefined)?.className ?? String(s.node)}: ${rect(s.previousRect)} → ${rect(s.currentRect)}`,
        );
        w.__shifts.push({ value: entry.value, nodes, page: `${document.documentElement.clientWidth}x${document.documentElement.scrollHeight}` });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

export async function layoutShift(page: Page): Promise<{ cls: number; shifts: unknown[] }> {
  return page.evaluate(() => {
    const w = window as unknown as { __cls: number; __shifts: unknown[] };
    return { cls: w.__cls, shifts: w.__shifts };
  });
}

/** Distinct left edges of the grid's items: the number of columns a visitor sees. */
export async function visibleColumns(page: Page): Promise<number> {
  const lefts = await page.locator(".grid-item").evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().left)));
  return new Set(lefts).size;
}

/** axe-core's serious and critical findings on the page as it is now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

/** The viewer's state attributes (data-viewer, data-slide, data-slideshow, …). */
export function viewerRoot(page: Page) {
  return page.locator(".viewer-root");
}

/** Loads a page and waits until React has hydrated it: its handlers are attached only then. */
export async function gotoHydrated(page: Page, url: string, options?: Parameters<Page["goto"]>[1]) {
  const response = await page.goto(url, options);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}

/** Opens an album page with the viewer at a one-based slide through the deep link, and waits for it. */
export async function openAt(page: Page, album: string, index: number): Promise<void> {
  await page.goto(`/albums/${album}#${album}-${index}`);
  await page.locator(`.viewer-root[data-viewer="opened"]`).waitFor({ state: "attached" });
  await page.locator(".pswp__live-counter", { hasText: `${index} /` }).waitFor();
}

/** Real touch input through the DevTools protocol: a path of points, then the finger lifts. */
export async function touchPath(page: Page, points: { x: number; y: number }[]): Promise<void> {
  const touch = await touchscreen(page);
  await touch.path(points);
  await touch.done();
}

/** A DevTools session kept open, so taps go out without a session's set-up time between them. */
export async function touchscreen(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const path = async (points: { x: number; y: number }[]) => {
    const [first, ...rest] = points;
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: first!.x, y: first!.y, id: 1 }] });
    for (const point of rest) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: point.x, y: point.y, id: 1 }] });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  };
  return { path, tap: (x: number, y: number) => path([{ x, y }]), done: () => cdp.detach() };
}

/** A straight swipe in steps, as a finger moves. */
export function swipePoints(from: { x: number; y: number }, to: { x: number; y: number }, steps = 6) {
  return Array.from({ length: steps + 1 }, (_, i) => ({ x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps }));
}

/** The dashboard password the e2e server is started with (playwright.config.ts). */
export const ownerPassword = "e2e-owner-password";

/** Logs in on the login page and waits for the dashboard. */
export async function loginAsOwner(page: Page, next = "/admin/analytics"): Promise<void> {
  await page.goto(`/admin/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel("Owner password").fill(ownerPassword);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL((url) => url.pathname === new URL(next, "http://x").pathname);
}

/** The data folder of the suite's own server (demo already generated there): servers of tests share it. */
export const e2eDataDir = process.env.E2E_DATA_DIR ?? ".cache/e2e-data";

/** Opens the demo's HTML5 video (Travel, slide 2) in the viewer and plays it, muted, at this speed. */
export async function playDemoVideo(page: Page, playbackRate: number): Promise<void> {
  await openAt(page, "travel", 2);
  const video = page.locator(".pswp__item video").first();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  await video.evaluate((v: HTMLVideoElement, rate) => {
    v.muted = true;
    v.playbackRate = rate;
    return v.play();
  }, playbackRate);
}

/** The status of a GET whose path goes out exactly as written, dot segments and escapes included. */
export function rawStatus(baseURL: string, rawPath: string): Promise<number> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    http
      .get({ host: hostname, port, path: rawPath }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on("error", reject);
  });
}

/** Two fingers through the DevTools protocol: each moves from its start to its end point in steps, then both lift. */
export async function pinchPath(page: Page, fingers: [{ x: number; y: number }, { x: number; y: number }][], steps = 8): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const at = (i: number) => fingers.map(([from, to], id) => ({ x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps, id }));
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(0) });
  for (let i = 1; i <= steps; i++) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: at(i) });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

/** Records every value an attribute of the viewer root takes from now on (read back with viewerStates). */
export async function recordViewerStates(page: Page, attribute: string): Promise<void> {
  await page.evaluate((name) => {
    const root = document.querySelector(".viewer-root")!;
    // Each change's previous value, so changes within one task are all kept.
    const before: string[] = [];
    const w = window as unknown as { __viewerStates: () => string[] };
    w.__viewerStates = () => [...before, root.getAttribute(name) ?? ""].filter(Boolean).filter((value, i, all) => value !== all[i - 1]);
    new MutationObserver((records) => records.forEach((record) => before.push(record.oldValue ?? ""))).observe(root, {
      attributeFilter: [name],
      attributeOldValue: true,
    });
  }, attribute);
}

/** The values recorded by recordViewerStates, in order, repeats and the attribute's absence merged. */
export function viewerStates(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __viewerStates: () => string[] }).__viewerStates());
}

/** Starts the open viewer's slideshow with its Play button. */
export async function playSlideshow(page: Page) {
  await page.getByRole("button", { name: "Play slideshow" }).click();
  await expect(viewerRoot(page)).toHaveAttribute("data-slideshow", "active");
}

/**
 * Resolves once the page's main thread has nothing left to do: an idle callback runs only when no other
 * task is waiting, React's pending renders and effects included (its scheduler posts them as tasks).
 * Not for pages with an installed clock, which fakes requestIdleCallback.
 */
export async function untilPageIdle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}

/**
 * A barrier for "no such request went out": the page fetches a marker address and the test waits for
 * that request. Requests are reported in the order the page starts them, so any request the page had
 * started before is reported before the marker.
 */
export async function requestBarrier(page: Page): Promise<void> {
  const marker = `/api/galleries?barrier=${Math.random().toString(36).slice(2)}`;
  const seen = page.waitForRequest((request) => request.url().endsWith(marker));
  await page.evaluate((url) => void fetch(url).catch(() => undefined), marker);
  await seen;
}

/**
 * Resolves once the browser has rendered a frame and delivered that frame's observer callbacks
 * (IntersectionObserver, ResizeObserver): a fresh observer's first report comes then. Independent
 * of the page's clock, which may be paused.
 */
export function afterRendering(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(document.documentElement);
      }),
  );
}

/** Resolves once every CSS transition and animation running in the element (and inside it) has finished. */
export async function animationsSettled(locator: Locator): Promise<void> {
  await locator.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
}

/** Pretends the tab went to the background (or came back), as the browser says it. */
export function setTabHidden(page: Page, hidden: boolean) {
  return page.evaluate((hidden) => {
    if (hidden) {
      Object.defineProperty(document, "hidden", { configurable: true, get: () => true });
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    } else {
      // Dropping the overrides brings back the real (visible) getters of Document.prototype.
      delete (document as { hidden?: boolean }).hidden;
      delete (document as { visibilityState?: string }).visibilityState;
    }
    document.dispatchEvent(new Event("visibilitychange"));
  }, hidden);
}

/** Opens the viewer at an address (`/albums/a#a-1`), then its details panel; gives the panel and a value by its key. */
export async function viewerDetails(page: Page, address: string): Promise<{ panel: Locator; value: (key: string) => Locator }> {
  await page.goto(address);
  await expect(page.locator(".viewer-root")).toHaveAttribute("data-slide", "loaded");
  await page.getByRole("button", { name: "Photo details" }).click();
  const panel = page.getByRole("region", { name: "Photo details" });
  return { panel, value: (key) => panel.locator(`dd[data-detail="${key}"]`) };
}
