import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTransport, maxQueuedEvents, retryable } from "../../app/tracker/transport";

const event = (n: number) => ({ name: "e", params: { n }, ts: 1, id: `event${n}` });
const sentNumbers = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.map(([, init]) =>
    (JSON.parse((init as RequestInit).body as string) as { events: { params: { n: number } }[] }).events.map((e) => e.params.n),
  );

describe("tracker transport", () => {
  let answers: (number | "no answer")[];
  let fetch: ReturnType<typeof vi.fn>;
  let browser: EventTarget & { onLine: boolean };
  beforeEach(() => {
    vi.useFakeTimers();
    answers = [];
    // The page's window (its online event) and navigator (onLine), as a browser has them.
    browser = Object.assign(new EventTarget(), { onLine: true });
    vi.stubGlobal("window", browser);
    vi.stubGlobal("navigator", browser);
    fetch = vi.fn(async () => {
      const answer = answers.shift() ?? 204;
      if (answer === "no answer") throw new TypeError("Failed to fetch");
      return new Response(null, { status: answer });
    });
    vi.stubGlobal("fetch", fetch);
    vi.spyOn(console, "debug").mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("retries 5xx, 408 and 429 only; never another 4xx", () => {
    expect([500, 502, 503, 408, 429].every(retryable)).toBe(true);
    expect([400, 401, 403, 404, 413, 422].some(retryable)).toBe(false);
  });

  it("sends a full batch at once and the rest after the short wait, as JSON POSTs with keepalive", async () => {
    const transport = createTransport("/api/collect");
    for (let i = 0; i < 21; i++) transport.send(event(i));
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sentNumbers(fetch)).toEqual([Array.from({ length: 20 }, (_, i) => i), [20]]);
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: "POST", keepalive: true, headers: { "content-type": "application/json" } });
  });

  it("puts a failed batch back and retries it with a doubling delay, holding later events until then", async () => {
    answers = [502, 503, 429, 204];
    const transport = createTransport("/api/collect");
    transport.send(event(0));
    await vi.advanceTimersByTimeAsync(1000); // first attempt: 502
    transport.send(event(1));
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1); // 1 s later: 503
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1); // 2 s later: 429
    await vi.advanceTimersByTimeAsync(4000); // 4 s later: accepted
    expect(sentNumbers(fetch)).toEqual([[0], [0, 1], [0, 1], [0, 1]]);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it("drops a batch after five tries (waiting 1, 2, 4 and 8 s), then sends later events as usual", async () => {
    answers = [503, 503, 503, 503, 503];
    const transport = createTransport("/api/collect");
    transport.send(event(0));
    await vi.advanceTimersByTimeAsync(1000 + 1000 + 2000 + 4000 + 8000);
    expect(fetch).toHaveBeenCalledTimes(5);
    expect(console.debug).toHaveBeenCalledWith("vitrine analytics: GAVE_UP", 503);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetch).toHaveBeenCalledTimes(5);
    transport.send(event(1));
    await vi.advanceTimersByTimeAsync(1000);
    expect(sentNumbers(fetch).at(-1)).toEqual([1]);
  });

  /** A transport whose first send (event 0, after the short wait) got no answer while online; and the page's beacon. */
  async function refusedOnce() {
    const sendBeacon = vi.fn(() => true);
    Object.assign(browser, { sendBeacon });
    answers = ["no answer"];
    const transport = createTransport("/api/collect");
    transport.send(event(0));
    await vi.advanceTimersByTimeAsync(1000);
    return { transport, sendBeacon };
  }

  it("no answer while online (a blocker refused it): nothing more is sent from the page, not even as it goes", async () => {
    const { transport, sendBeacon } = await refusedOnce();
    for (let i = 1; i < 50; i++) transport.send(event(i));
    await vi.advanceTimersByTimeAsync(600_000);
    transport.flush(true);
    transport.destroy();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(vi.mocked(console.debug).mock.calls.filter(([text]) => text === "vitrine analytics: UNREACHABLE")).toHaveLength(1);
  });

  it("a send cut as the page goes (no answer, and the page goes within a second) leaves by beacon with what came after", async () => {
    const { transport, sendBeacon } = await refusedOnce();
    transport.send(event(1));
    await vi.advanceTimersByTimeAsync(500);
    transport.flush(true);
    expect(sendBeacon).toHaveBeenCalledWith("/api/collect", JSON.stringify({ events: [event(0), event(1)] }));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it(`no answer while offline: the queue waits, its newest ${maxQueuedEvents} events kept, and goes once the browser is online`, async () => {
    answers = ["no answer"];
    const transport = createTransport("/api/collect");
    transport.send(event(0));
    browser.onLine = false;
    await vi.advanceTimersByTimeAsync(1000);
    for (let i = 1; i <= maxQueuedEvents; i++) transport.send(event(i));
    await vi.advanceTimersByTimeAsync(600_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    browser.onLine = true;
    browser.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(0);
    const sent = sentNumbers(fetch).slice(1).flat();
    expect(sent).toEqual(Array.from({ length: maxQueuedEvents }, (_, i) => i + 1));
  });

  it("drops a batch the collector refuses (400, 413): retrying would fail forever", async () => {
    answers = [400];
    const transport = createTransport("/api/collect");
    transport.send(event(0));
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(console.debug).toHaveBeenCalledWith("vitrine analytics: REJECTED", 400);
  });

  it("reports an event too large for any batch with EVENT_TOO_LARGE, never throws, and sends the others", async () => {
    const transport = createTransport("/api/collect");
    transport.send(event(0));
    expect(() => transport.send({ name: "huge", params: { text: "x".repeat(20_000) }, ts: 1, id: "huge0" })).not.toThrow();
    transport.send(event(2));
    await vi.advanceTimersByTimeAsync(1000);
    expect(sentNumbers(fetch)).toEqual([[0, 2]]);
    expect(console.debug).toHaveBeenCalledWith("vitrine analytics: EVENT_TOO_LARGE", expect.stringContaining('"name":"huge"'));
  });
});

describe("tracker transport as the page is hidden or goes", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("beacons what is queued, even while backing off, and resumes normal sends if the page lives on", async () => {
    vi.useFakeTimers();
    const answers = [503];
    const fetch = vi.fn(async () => new Response(null, { status: answers.shift() ?? 204 }));
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal("fetch", fetch);
    vi.stubGlobal("window", new EventTarget());
    vi.stubGlobal("navigator", { sendBeacon, onLine: true });
    const transport = createTransport("/api/collect");
    transport.send(event(0));
    await vi.advanceTimersByTimeAsync(1000); // 503: backing off
    transport.send(event(1));
    transport.flush(true);
    expect(sendBeacon).toHaveBeenCalledWith("/api/collect", JSON.stringify({ events: [event(0), event(1)] }));
    transport.send(event(2));
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(sentNumbers(fetch).at(-1)).toEqual([2]);
  });
});
