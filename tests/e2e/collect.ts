import { test as base, expect, type BrowserContext } from "@playwright/test";

export type SentEvent = { name: string; params: Record<string, string | number | boolean>; ts: number };
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
    if (typeof event.params.page_location !== "string" || event.params.page_location.includes("#")) problems.push(`${event.name}: page_location ${event.params.page_location}`);
    if (typeof event.params.page_referrer !== "string") problems.push(`${event.name}: no page_referrer`);
  }
  return problems;
}

/** One request to /api/collect as the server receives it. */
export function parseCollect(method: string, url: URL, contentType: string, body: string): CollectRequest {
  const payload = method === "GET" ? url.searchParams.get("events") ?? "" : body;
  return { method, contentType, urlLength: url.href.length, bytes: Buffer.byteLength(payload), events: (JSON.parse(payload) as { events: SentEvent[] }).events };
}

/** Requests to /api/collect and the contract problems found in them. */
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
    /** Every event sent so far, or those of one name. */
    events: (eventName?: string) => requests.flatMap((request) => request.events).filter((event) => !eventName || event.name === eventName),
  };
}

/**
 * Records what pages of the context send to /api/collect; the requests pass through to the real
 * server untouched. (Requests made while a document unloads are not reported by the browser: the
 * tests of those use recording-proxy.ts.)
 */
export function watchCollect(context: BrowserContext) {
  const collector = createCollector();
  context.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/collect") collector.record(parseCollect(request.method(), url, request.headers()["content-type"] ?? "", request.postData() ?? ""));
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

/** Lets the tracker's timers run out (1000 ms history grouping + 1000 ms flush) with room to spare. */
export const quietPeriod = 2600;
