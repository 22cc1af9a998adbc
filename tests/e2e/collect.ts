import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
import { gotoHydrated } from "./helpers";
import { defaultCollectorPath } from "../../app/lib/core/analytics-endpoint";

export type SentEvent = { name: string; params: Record<string, string | number | boolean>; ts: number; id: string };
export type CollectRequest = { method: string; contentType: string; urlLength: number; bytes: number; events: SentEvent[] };

const name = /^[a-z][a-z0-9_]{0,39}$/;

/** Where a request breaks the collector's contract (events, names, keys, values, limits). */
function contractProblems(request: CollectRequest): string[] {
  const problems: string[] = [];
  if (request.events.length < 1 || request.events.length > 20) problems.push(`${request.events.length} events in one request`);
  if (request.bytes > 16384) problems.push(`${request.bytes} bytes in one request`);
  if (request.method === "GET" && request.urlLength > 2048) problems.push(`a GET of ${request.urlLength} characters`);
  for (const event of request.events) {
    const keys = Object.keys(event.params);
    if (!name.test(event.name)) problems.push(`event name ${event.name}`);
    if (keys.length > 25) problems.push(`${event.name}: ${keys.length} params`);
    if (typeof event.ts !== "number" || Math.abs(Date.now() - event.ts) > 120_000) problems.push(`${event.name}: ts ${event.ts}`);
    for (const key of keys) {
      const value = event.params[key];
      if (!name.test(key)) problems.push(`${event.name}: param key ${key}`);
      if (!["string", "number", "boolean"].includes(typeof value)) problems.push(`${event.name}.${key}: ${typeof value}`);
      if (typeof value === "string" && value.length > 500) problems.push(`${event.name}.${key}: ${value.length} characters`);
    }
    if (typeof event.params.page_location !== "string" || event.params.page_location.includes("#"))
      problems.push(`${event.name}: page_location ${event.params.page_location}`);
    if (typeof event.params.page_referrer !== "string") problems.push(`${event.name}: no page_referrer`);
    if (!/^[0-9a-z]{6,16}$/.test(event.id)) problems.push(`${event.name}: id ${event.id}`);
  }
  return problems;
}

/** One request to the collector as the server receives it. */
export function parseCollect(method: string, url: URL, contentType: string, body: string): CollectRequest {
  const payload = method === "GET" ? (url.searchParams.get("events") ?? "") : body;
  return {
    method,
    contentType,
    urlLength: url.href.length,
    bytes: Buffer.byteLength(payload),
    events: (JSON.parse(payload) as { events: SentEvent[] }).events,
  };
}

/** Requests to the collector and the contract problems found in them. */
export function createCollector() {
  const requests: CollectRequest[] = [];
  const problems: string[] = [];
  return {
    requests,
    problems,
    record: (request: CollectRequest) => {
      requests.push(request);
      problems.push(...contractProblems(request));
    },
    /**
     * Every event sent so far, or those of one name, each once: the tracker sends an event again when
     * it cannot know it arrived (a keepalive fetch answered as the page left, then its beacon), with
     * the same id, and the collector keeps it once.
     */
    events: (eventName?: string) =>
      [...new Map(requests.flatMap((request) => request.events).map((event) => [event.id, event])).values()].filter(
        (event) => !eventName || event.name === eventName,
      ),
  };
}

/**
 * Records what pages of the context send to the collector (its default path); the requests pass through to the real
 * server untouched. (Requests made while a document unloads are not reported by the browser: the
 * tests of those use recording-proxy.ts.)
 */
export function watchCollect(context: BrowserContext) {
  const collector = createCollector();
  context.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === defaultCollectorPath)
      collector.record(parseCollect(request.method(), url, request.headers()["content-type"] ?? "", request.postData() ?? ""));
  });
  return collector;
}

export type Collector = ReturnType<typeof watchCollect>;

/** Playwright's test with `collect`; after each test, every request must have kept the contract. */
export const test = base.extend<{ collect: Collector }>({
  collect: async ({ context }, use) => {
    const collector = watchCollect(context);
    await use(collector);
    expect(collector.problems).toEqual([]);
  },
});

export { expect };

/**
 * The tracker's periods as the spec gives them: history changes within 1000 ms make one page view,
 * and events wait 1000 ms for company before they go. Written out here rather than imported from
 * the app, so that a changed constant fails the tests that pin it.
 */
export const historyGroupMs = 1000;
export const flushDelayMs = 1000;

/** What holds the events a page sent: the `collect` fixture or a recording proxy. */
type Events = { events: (eventName?: string) => SentEvent[] };

/** The name of the marker events the tests track as barriers (see `sentEverything`). */
export const markerName = "test_marker";
let markers = 0;

/**
 * Loads a page (its clock installed) and waits until its first page_view has been sent: the
 * tracker starts as the page hydrates (html[data-hydrated] is set after its effects have run), and
 * the clock runs out the short wait.
 */
export async function openTracked(page: Page, url: string, collector: Events, options?: Parameters<Page["goto"]>[1]): Promise<void> {
  const views = collector.events("page_view").length;
  await gotoHydrated(page, url, options);
  await page.clock.runFor(flushDelayMs);
  await expect.poll(() => collector.events("page_view").length).toBe(views + 1);
}

/** Tracks a marker event in the page, behind everything already queued; returns its id for `markerSent`. */
export async function trackMarker(page: Page): Promise<number> {
  const id = ++markers;
  await page.evaluate(([name, marker]) => window.vitrine!.track(name, { marker }), [markerName, id] as const);
  return id;
}

/** Waits until the marker with this id has been sent. */
export async function markerSent(collector: Events, id: number): Promise<void> {
  await expect.poll(() => collector.events(markerName).some((event) => event.params.marker === id)).toBe(true);
}

/**
 * The barrier before asserting that something was NOT sent: runs the page's clock past the history
 * grouping and the flush's short wait (whatever the page had pending goes now), then tracks a
 * marker, runs the clock until it is flushed and waits for it to arrive. Events leave in order, so
 * whatever the tracker had queued before the marker has been sent by then: what the collector holds
 * is all there is. Assert on the events by name afterwards (the marker has its own).
 */
export async function sentEverything(page: Page, collector: Events): Promise<void> {
  await page.clock.runFor(historyGroupMs + flushDelayMs);
  const id = await trackMarker(page);
  await page.clock.runFor(flushDelayMs);
  await markerSent(collector, id);
}
