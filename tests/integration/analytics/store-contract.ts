import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AnalyticsStore } from "../../../app/lib/analytics/store/analytics-store";
import type { StoredEvent } from "../../../app/lib/analytics/stored-event";

const day = 86_400_000;
const start = Date.UTC(2026, 10, 2);

export function storedEvent(overrides: Partial<StoredEvent> = {}): StoredEvent {
  return {
    ts: start,
    name: "page_view",
    visitor: "v1",
    path: "/",
    source: null,
    browser: "Chrome",
    os: "Linux",
    device: "desktop",
    conversion: false,
    linkUrl: null,
    linkDomain: null,
    fileName: null,
    fileExtension: null,
    searchTerm: null,
    videoProvider: null,
    videoTitle: null,
    videoPercent: null,
    percentScrolled: null,
    params: "{}",
    ...overrides,
  };
}

/**
 * What every analytics engine must do, run against each adapter (Hono's shared contract test).
 * `open` makes a store on fresh, empty storage; `reopen` opens the same storage again.
 */
export function analyticsStoreContract(engine: string, adapter: { open: () => Promise<AnalyticsStore>; reopen: () => Promise<AnalyticsStore> }) {
  describe(`analytics store contract: ${engine}`, () => {
    let store: AnalyticsStore;
    beforeEach(async () => {
      store = await adapter.open();
      await store.migrate();
    });
    afterEach(async () => store.close());

    it("migrates again without harm and starts empty", async () => {
      await store.migrate();
      expect(await store.count()).toBe(0);
      expect(await store.totals({ from: 0, to: Date.now() })).toEqual({ visitors: 0, pageViews: 0, events: 0 });
    });

    it("counts visitors, page views and events over a half-open range", async () => {
      await store.insert([
        storedEvent({ visitor: "a" }),
        storedEvent({ visitor: "a", path: "/albums/x", ts: start + 1000 }),
        storedEvent({ visitor: "b", name: "scroll", percentScrolled: 90, ts: start + 2000 }),
        storedEvent({ visitor: "c", ts: start + day }),
      ]);
      expect(await store.totals({ from: start, to: start + day })).toEqual({ visitors: 2, pageViews: 2, events: 3 });
      expect(await store.totals({ from: start, to: start + day + 1 })).toEqual({ visitors: 3, pageViews: 3, events: 4 });
    });

    it("buckets visitors and page views in time, empty buckets left out", async () => {
      await store.insert([
        storedEvent({ visitor: "a" }),
        storedEvent({ visitor: "b", ts: start + 3600_000 }),
        storedEvent({ visitor: "a", ts: start + 2 * day + 5 }),
        storedEvent({ visitor: "a", name: "click", ts: start + 2 * day + 9 }),
      ]);
      expect(await store.timeseries({ from: start, to: start + 3 * day }, day)).toEqual([
        { at: start, visitors: 2, pageViews: 2 },
        { at: start + 2 * day, visitors: 1, pageViews: 1 },
      ]);
    });

    it("breaks down by a dimension: names filter, empty values left out, most visitors first, limited", async () => {
      await store.insert([
        storedEvent({ visitor: "a", path: "/one" }),
        storedEvent({ visitor: "b", path: "/one" }),
        storedEvent({ visitor: "b", path: "/one" }),
        storedEvent({ visitor: "c", path: "/two" }),
        storedEvent({ visitor: "c", path: "/two" }),
        storedEvent({ visitor: "c", path: "/two" }),
        storedEvent({ visitor: "d", path: "/three" }),
        storedEvent({ visitor: "a", path: "/one", name: "click", linkUrl: "https://example.org/" }),
        storedEvent({ visitor: "a", path: "/one", name: "file_download", fileName: "/files/a.pdf" }),
      ]);
      const range = { from: start, to: start + day };
      expect(await store.breakdown({ range, dimension: "page", names: ["page_view"], limit: 10 })).toEqual([
        { value: "/one", visitors: 2, events: 3 },
        { value: "/two", visitors: 1, events: 3 },
        { value: "/three", visitors: 1, events: 1 },
      ]);
      expect(await store.breakdown({ range, dimension: "page", names: ["page_view"], limit: 1 })).toHaveLength(1);
      expect(await store.breakdown({ range, dimension: "link_url", limit: 10 })).toEqual([{ value: "https://example.org/", visitors: 1, events: 1 }]);
      expect(await store.breakdown({ range, dimension: "name", names: ["click", "file_download"], limit: 10 })).toEqual([
        { value: "click", visitors: 1, events: 1 },
        { value: "file_download", visitors: 1, events: 1 },
      ]);
    });

    it("breaks down numbers as text, and conversions only when asked", async () => {
      await store.insert([
        storedEvent({ name: "video_progress", videoPercent: 25 }),
        storedEvent({ name: "video_progress", videoPercent: 50, visitor: "b" }),
        storedEvent({ name: "purchase", conversion: true }),
        storedEvent({ name: "signup" }),
      ]);
      const range = { from: start, to: start + day };
      expect(await store.breakdown({ range, dimension: "video_percent", names: ["video_progress"], limit: 10 })).toEqual([
        { value: "25", visitors: 1, events: 1 },
        { value: "50", visitors: 1, events: 1 },
      ]);
      expect(await store.breakdown({ range, dimension: "name", conversionsOnly: true, limit: 10 })).toEqual([{ value: "purchase", visitors: 1, events: 1 }]);
    });

    it("deletes exactly the events of a range", async () => {
      await store.insert([storedEvent({ ts: start - 1 }), storedEvent({ ts: start }), storedEvent({ ts: start + day - 1 }), storedEvent({ ts: start + day })]);
      expect(await store.deleteRange({ from: start, to: start + day })).toBe(2);
      expect(await store.count()).toBe(2);
      expect((await store.totals({ from: 0, to: start + 2 * day })).events).toBe(2);
    });

    it("keeps what it accepted: a reopened store has every event, text intact", async () => {
      const hostile = `"'<script>alert(1)</script>; DROP TABLE events; --`;
      await store.insert([storedEvent({ path: "/ünïcode/路径", searchTerm: hostile }), storedEvent({ visitor: "z" })]);
      await store.close();
      store = await adapter.reopen();
      expect(await store.count()).toBe(2);
      const range = { from: start, to: start + day };
      expect(await store.breakdown({ range, dimension: "search_term", limit: 5 })).toEqual([{ value: hostile, visitors: 1, events: 1 }]);
      expect((await store.breakdown({ range, dimension: "page", limit: 5 })).map((row) => row.value)).toContain("/ünïcode/路径");
    });
  });
}
