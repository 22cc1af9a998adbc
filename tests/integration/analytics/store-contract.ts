import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { albumRows } from "../../../app/lib/analytics/dashboard/photo-report";
import type { AnalyticsStore, GalleryRow, TimeRange } from "../../../app/lib/analytics/store/analytics-store";
import type { Campaign } from "../../../app/lib/analytics/campaign";
import type { StoredEvent } from "../../../app/lib/analytics/stored-event";
import { blankStoredEvent } from "../../harness/blank-stored-event";

const day = 86_400_000;
const start = Date.UTC(2026, 10, 2);

/** A row of the contract's day, by visitor v1, with these fields set. */
export function storedEvent(overrides: Partial<StoredEvent> = {}): StoredEvent {
  return { ...blankStoredEvent, ts: start, visitor: "v1", ...overrides };
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

    it("keeps each page view's country code and breaks visitors down by it, leaving out the unknown", async () => {
      await store.insert([
        storedEvent({ country: "DE", visitor: "a" }),
        storedEvent({ country: "DE", visitor: "b" }),
        storedEvent({ country: "DE", visitor: "b", path: "/two" }),
        storedEvent({ country: "FR", visitor: "c" }),
        storedEvent({ country: null, visitor: "d" }),
        storedEvent({ country: "JP", name: "scroll", visitor: "e" }),
      ]);
      const range = { from: start, to: start + day };
      expect(await store.breakdown({ range, dimension: "country", names: ["page_view"], limit: 10 })).toEqual([
        { value: "DE", visitors: 2, events: 3 },
        { value: "FR", visitors: 1, events: 1 },
      ]);
    });

    it("keeps an arrival's campaign and channel, and breaks visitors down by each", async () => {
      const campaign: Campaign = {
        utmSource: "newsletter",
        utmMedium: "email",
        utmCampaign: "spring-prints",
        utmTerm: null,
        utmContent: "header",
        channel: "email",
      };
      await store.insert([
        storedEvent({ ...campaign, visitor: "a" }),
        storedEvent({ ...campaign, visitor: "b" }),
        storedEvent({ channel: "search", source: "Google", visitor: "c" }),
        storedEvent({ channel: "direct", source: "Direct", visitor: "d" }),
        storedEvent({ visitor: "a", path: "/next" }),
      ]);
      const range = { from: start, to: start + day };
      expect(await store.breakdown({ range, dimension: "utm_campaign", names: ["page_view"], limit: 10 })).toEqual([
        { value: "spring-prints", visitors: 2, events: 2 },
      ]);
      expect(await store.breakdown({ range, dimension: "channel", names: ["page_view"], limit: 10 })).toEqual([
        { value: "email", visitors: 2, events: 2 },
        { value: "direct", visitors: 1, events: 1 },
        { value: "search", visitors: 1, events: 1 },
      ]);
    });

    it("filters every figure to the visitors who have an event with each chosen value, and all their events", async () => {
      await store.insert([
        storedEvent({ visitor: "a", country: "DE", source: "Google", channel: "search" }),
        storedEvent({ visitor: "a", country: "DE", path: "/two", ts: start + 3_600_000 }),
        storedEvent({ visitor: "a", country: "DE", name: "scroll", percentScrolled: 90 }),
        storedEvent({ visitor: "b", country: "DE", source: "Direct", channel: "direct" }),
        storedEvent({ visitor: "c", country: "FR", source: "Google", channel: "search" }),
        storedEvent({ visitor: "c", country: "FR", path: "/two" }),
      ]);
      const range = { from: start, to: start + day };
      const german = [{ dimension: "country", value: "DE" }] as const;
      expect(await store.totals(range, german)).toEqual({ visitors: 2, pageViews: 3, events: 4 });
      expect(await store.breakdown({ range, dimension: "page", names: ["page_view"], limit: 10, segment: german })).toEqual([
        { value: "/", visitors: 2, events: 2 },
        { value: "/two", visitors: 1, events: 1 },
      ]);
      const germanFromGoogle = [...german, { dimension: "source", value: "Google" }] as const;
      expect(await store.totals(range, germanFromGoogle)).toEqual({ visitors: 1, pageViews: 2, events: 3 });
      expect((await store.timeseries(range, 3_600_000, germanFromGoogle)).map((point) => [point.at - start, point.visitors, point.pageViews])).toEqual([
        [0, 1, 1],
        [3_600_000, 1, 1],
      ]);
      // A value no one has: nothing, not everything.
      expect(await store.totals(range, [{ dimension: "country", value: "'; DROP TABLE events; --" }])).toEqual({ visitors: 0, pageViews: 0, events: 0 });
      expect((await store.totals(range)).events).toBe(6);
    });

    it("deletes exactly the events of a range", async () => {
      await store.insert([storedEvent({ ts: start - 1 }), storedEvent({ ts: start }), storedEvent({ ts: start + day - 1 }), storedEvent({ ts: start + day })]);
      expect(await store.deleteRange({ from: start, to: start + day })).toBe(2);
      expect(await store.count()).toBe(2);
      expect((await store.totals({ from: 0, to: start + 2 * day })).events).toBe(2);
    });

    it("deletes a range larger than one go, exactly", async () => {
      await store.insert(Array.from({ length: 2_500 }, (_, i) => storedEvent({ ts: start + i, visitor: `v${i % 7}` })));
      await store.insert([storedEvent({ ts: start - 1 }), storedEvent({ ts: start + day })]);
      expect(await store.deleteRange({ from: start, to: start + day })).toBe(2_500);
      expect(await store.count()).toBe(2);
    });

    it("takes an event whose numbers no column can hold with the rest of its batch, and what comes after (1e21 once stopped ClickHouse)", async () => {
      await store.insert([
        storedEvent({ name: "scroll", percentScrolled: 1e21, visitor: "a" }),
        storedEvent({ name: "video_progress", videoPercent: -1e21, visitor: "b" }),
        storedEvent({ name: "viewer_close", engagementMs: 3e12, visitor: "c" }),
        storedEvent({ visitor: "d" }),
      ]);
      await store.insert([storedEvent({ visitor: "e" })]);
      expect(await store.count()).toBe(5);
      expect(await store.totals({ from: start, to: start + day })).toEqual({ visitors: 5, pageViews: 2, events: 5 });
    });

    describe("gallery reports", () => {
      const range = { from: start, to: start + 2 * day };
      const a = "aaaaaaaaaaaa";
      const b = "bbbbbbbbbbbb";
      const c = "cccccccccccc";
      const hostileTitle = `Sunset "at" O'Brien's <b>pier</b> \\ 路`;
      const photo = (
        name: string,
        itemId: string,
        at: number,
        extra: Omit<Partial<StoredEvent>, "params"> & { params?: Record<string, string | number> } = {},
      ) => {
        const { params = {}, ...fields } = extra;
        return storedEvent({
          name,
          itemId,
          gallery: "summer",
          ts: start + at,
          ...fields,
          params: JSON.stringify({ item_id: itemId, gallery: fields.gallery ?? "summer", ...params }),
        });
      };
      const journey = () => [
        photo("photo_view", a, 1000, { visitor: "v1", engagementMs: 2000, params: { item_title: "Old name", open_via: "click" } }),
        photo("photo_view", a, 2000, { visitor: "v1", engagementMs: 4000, params: { item_title: "Sunset", open_via: "swipe" } }),
        photo("photo_view", a, day + 5, { visitor: "v2", engagementMs: 3000, params: { item_title: "Sunset", open_via: "deep_link" } }),
        // Seen in search results later: the album it belongs to is still "summer".
        photo("photo_view", a, day + 9, { visitor: "v2", gallery: "search", engagementMs: 3000, params: { item_title: "Sunset", open_via: "click" } }),
        photo("photo_view", b, 3000, { visitor: "v1", engagementMs: 1000, params: { item_title: "Pier", open_via: "key" } }),
        photo("share", b, 4000, { visitor: "v2", params: { item_title: "Pier", method: "facebook" } }),
        photo("file_download", b, 5000, { visitor: "v2", fileName: "pier.jpg", params: { item_title: "Pier" } }),
        photo("file_download", b, 6000, { visitor: "v3", fileName: "pier.jpg", params: { item_title: "Pier" } }),
        photo("share", c, 7000, { visitor: "v3", gallery: "winter", params: { item_title: "Snow", method: "copy" } }),
        photo("slideshow_start", "dddddddddddd", 8000, { visitor: "v3", params: { item_title: "Not counted" } }),
        photo("viewer_close", a, 9000, { visitor: "v1", engagementMs: 9000 }),
        photo("viewer_close", b, day + 10, { visitor: "v2", engagementMs: 1000 }),
        // After the range, renamed: counted nowhere, yet its title is the one shown.
        photo("photo_view", a, 2 * day, { visitor: "v9", params: { item_title: hostileTitle } }),
        storedEvent({ visitor: "v1", source: "Google", ts: start + 10 }),
        storedEvent({ visitor: "v2", source: "Direct", ts: start + day }),
        storedEvent({ visitor: "v3", source: "Bing", ts: start + 20 }),
        storedEvent({ visitor: "v1", source: null, path: "/albums/summer", ts: start + 30 }),
      ];

      it("ranks photos by the chosen figure, with the title and album their latest events carried", async () => {
        await store.insert(journey());
        const top = await store.topPhotos({ range, sort: "views", limit: 10 });
        expect(top).toEqual([
          { itemId: a, title: hostileTitle, gallery: "summer", views: 4, visitors: 2, avgDwellMs: 3000, shares: 0, downloads: 0 },
          { itemId: b, title: "Pier", gallery: "summer", views: 1, visitors: 1, avgDwellMs: 1000, shares: 1, downloads: 2 },
          { itemId: c, title: "Snow", gallery: "winter", views: 0, visitors: 0, avgDwellMs: 0, shares: 1, downloads: 0 },
        ]);
        expect((await store.topPhotos({ range, sort: "shares", limit: 10 })).map((row) => row.itemId)).toEqual([b, c, a]);
        expect((await store.topPhotos({ range, sort: "downloads", limit: 10 })).map((row) => row.itemId)).toEqual([b, a, c]);
        expect((await store.topPhotos({ range, sort: "dwell", limit: 1 })).map((row) => row.itemId)).toEqual([a]);
        expect(await store.topPhotos({ range: { from: start - day, to: start }, sort: "views", limit: 10 })).toEqual([]);
      });

      it("names a photo seen in search results this hour by its album of weeks ago, and one only ever found by search as search", async () => {
        const now = Date.now();
        const at = (ago: number) => ago - start + now;
        await store.insert([
          photo("photo_view", a, at(-20 * day), { gallery: "autumn", params: { item_title: "Old name" } }),
          photo("photo_view", a, at(-3_600_000), { gallery: "search", params: { item_title: "Fog" } }),
          photo("photo_view", b, at(-60 * day), { gallery: "search", params: { item_title: "Pier" } }),
          photo("photo_view", b, at(-2 * day), { gallery: "search", params: { item_title: "Pier" } }),
        ]);
        const top = await store.topPhotos({ range: { from: now - 90 * day, to: now }, sort: "views", limit: 10 });
        expect(top.map(({ itemId, title, gallery }) => ({ itemId, title, gallery }))).toEqual([
          { itemId: a, title: "Fog", gallery: "autumn" },
          { itemId: b, title: "Pier", gallery: "search" },
        ]);
      });

      it("reads past days from the daily rollup and ragged ends from the events alike; a deletion is reflected", async () => {
        await store.insert(journey());
        const whole = await store.topPhotos({ range, sort: "views", limit: 10 });
        // Half a day more on each side: those parts are read from the events, the days between from the rollup.
        expect(await store.topPhotos({ range: { from: start - day / 2, to: start + 2 * day + day / 2 }, sort: "views", limit: 10 })).toEqual(
          whole.map((row) => (row.itemId === a ? { ...row, views: 5, visitors: 3, avgDwellMs: 3000 } : row)),
        );
        expect(await store.topPhotos({ range: { from: start + 1500, to: start + day + 6 }, sort: "views", limit: 10 })).toMatchObject([
          { itemId: a, views: 2, visitors: 2 },
          { itemId: b, views: 1, shares: 1, downloads: 2 },
          { itemId: c, views: 0, shares: 1 },
        ]);
        expect(await store.deleteRange({ from: start + day, to: start + 2 * day })).toBeGreaterThan(0);
        expect((await store.topPhotos({ range, sort: "views", limit: 10 })).find((row) => row.itemId === a)).toMatchObject({
          views: 2,
          visitors: 1,
          avgDwellMs: 3000,
        });
      });

      it("rolls up sealed days ahead of any report, each day once, and reports from them the same figures", async () => {
        await store.insert(journey());
        expect(await store.rollUpDays(range)).toBe(2);
        expect(await store.rollUpDays({ from: start - day, to: start + 3 * day })).toBe(2);
        expect(await store.rollUpDays(range)).toBe(0);
        // Today is not sealed: nothing to make.
        expect(await store.rollUpDays({ from: Date.now() - 60_000, to: Date.now() })).toBe(0);
        expect(
          (await store.topPhotos({ range, sort: "views", limit: 10 })).map(({ itemId, views, shares, downloads }) => ({ itemId, views, shares, downloads })),
        ).toEqual([
          { itemId: a, views: 4, shares: 0, downloads: 0 },
          { itemId: b, views: 1, shares: 1, downloads: 2 },
          { itemId: c, views: 0, shares: 1, downloads: 0 },
        ]);
        expect((await store.galleryStats(range)).map(({ gallery, photoViews }) => ({ gallery, photoViews }))).toEqual([
          { gallery: "summer", photoViews: 4 },
          { gallery: "search", photoViews: 1 },
        ]);
      });

      it("details one photo: views per day, its viewers' sources, shares by method, how slides were reached", async () => {
        await store.insert(journey());
        const detail = await store.photoDetail({ range, itemId: a, bucketMs: day });
        expect(detail.photo).toMatchObject({ itemId: a, views: 4, visitors: 2, title: hostileTitle });
        expect(detail.series).toEqual([
          { at: start, views: 2, visitors: 1 },
          { at: start + day, views: 2, visitors: 1 },
        ]);
        expect(detail.sources).toEqual([
          { value: "Direct", visitors: 1, events: 1 },
          { value: "Google", visitors: 1, events: 1 },
        ]);
        expect(detail.openVia).toEqual([
          { value: "click", visitors: 2, events: 2 },
          { value: "deep_link", visitors: 1, events: 1 },
          { value: "swipe", visitors: 1, events: 1 },
        ]);
        // Ragged ends read from the events agree with the days read from the rollups; hours come from the events.
        expect(await store.photoDetail({ range: { from: start - day / 2, to: start + 2 * day - 1 }, itemId: a, bucketMs: day })).toEqual(detail);
        expect((await store.photoDetail({ range, itemId: a, bucketMs: 3_600_000 })).series).toEqual(detail.series);
        expect((await store.photoDetail({ range, itemId: b, bucketMs: day })).shares).toEqual([{ value: "facebook", visitors: 1, events: 1 }]);
        expect(await store.photoDetail({ range, itemId: "eeeeeeeeeeee", bucketMs: day })).toEqual({
          photo: undefined,
          series: [],
          sources: [],
          shares: [],
          openVia: [],
        });
      });

      it("sums up each gallery: viewer opens, photo views, viewers, and each album's most viewed photo (its views anywhere)", async () => {
        await store.insert(journey());
        const expected = [
          { gallery: "summer", viewerOpens: 2, photoViews: 4, viewers: 2, topPhoto: { itemId: a, title: hostileTitle, views: 4 } },
          { gallery: "search", viewerOpens: 0, photoViews: 1, viewers: 1, topPhoto: undefined },
        ];
        expect(await store.galleryStats(range)).toEqual(expected);
        // Ragged ends read from the events agree with the days read from the rollup.
        expect(await store.galleryStats({ from: start - day / 2, to: start + 2 * day - 1 })).toEqual(expected);
      });

      it("keeps a photo's album apart from the search results and facet pages it was also seen in: each a row of its own, never a removed album", async () => {
        const seen = (at: number, visitor: string, gallery: string, itemId = a) =>
          photo("photo_view", itemId, at, { visitor, gallery, params: { item_title: itemId === a ? "Sunset" : "Pier" } });
        // The same day as in its album "summer", photo a is viewed on a tag page and a camera's ("tags" sorts after "summer").
        await store.insert([
          seen(1000, "v1", "summer"),
          photo("viewer_close", a, 1100, { visitor: "v1" }),
          seen(2000, "v2", "tags"),
          photo("viewer_close", a, 2100, { visitor: "v2", gallery: "tags" }),
          seen(3000, "v3", "cameras"),
          seen(day + 1000, "v4", "search"),
          // Photo b is only ever seen on a year's page.
          seen(day + 2000, "v3", "years", b),
        ]);
        const one = { viewerOpens: 0, photoViews: 1, viewers: 1, topPhoto: undefined };
        const expected = [
          { ...one, gallery: "cameras" },
          { ...one, gallery: "search" },
          { gallery: "summer", viewerOpens: 1, photoViews: 1, viewers: 1, topPhoto: { itemId: a, title: "Sunset", views: 3 } },
          { ...one, gallery: "tags", viewerOpens: 1 },
          { ...one, gallery: "years" },
        ];
        const shown = (galleries: GalleryRow[]) =>
          albumRows([{ slug: "summer", title: "Summer", path: "/albums/summer" }], new Map(), galleries, () => undefined).map((row) => row.title);
        // Read from the events (no whole day in the range), then from the rollups of the sealed days.
        const noWholeDay = { from: start + 1, to: start + 2 * day - 1 };
        const fromEvents = await store.galleryStats(noWholeDay);
        expect(fromEvents).toEqual(expected);
        expect(shown(fromEvents)).toEqual(["Camera pages", "Search results", "Summer", "Tag pages", "Year pages"]);
        expect(await store.rollUpDays(range)).toBe(2);
        expect(await store.galleryStats(range)).toEqual(expected);
        expect((await store.topPhotos({ range, sort: "views", limit: 10 })).map(({ itemId, gallery }) => ({ itemId, gallery }))).toEqual([
          { itemId: a, gallery: "summer" },
          { itemId: b, gallery: "years" },
        ]);
      });

      it("filters any figure and the albums table to the visitors who saw an album or a photo", async () => {
        await store.insert(journey());
        const sawPhotoA = [{ dimension: "photo", value: a }] as const;
        expect(await store.totals(range, sawPhotoA)).toEqual({ visitors: 2, pageViews: 3, events: 12 });
        const foundBySearch = [{ dimension: "album", value: "search" }] as const;
        expect(await store.breakdown({ range, dimension: "source", names: ["page_view"], limit: 10, segment: foundBySearch })).toEqual([
          { value: "Direct", visitors: 1, events: 1 },
        ]);
        // Read from the events, never from the rollups (which hold no visitor): the same whether the days are rolled up or not.
        const expected = [
          { gallery: "search", viewerOpens: 0, photoViews: 1, viewers: 1, topPhoto: undefined },
          { gallery: "summer", viewerOpens: 1, photoViews: 1, viewers: 1, topPhoto: { itemId: a, title: hostileTitle, views: 2 } },
        ];
        expect(await store.galleryStats(range, foundBySearch)).toEqual(expected);
        await store.rollUpDays(range);
        expect(await store.galleryStats(range, foundBySearch)).toEqual(expected);
        expect(await store.galleryStats(range, [{ dimension: "photo", value: "'; DROP TABLE events; --" }])).toEqual([]);
      });
    });

    describe("share links", () => {
      const wedding = "Wd-link_0001";
      const party = "Pt-link_0002";
      const range = { from: start, to: start + 2 * day };
      const a = "aaaaaaaaaaaa";
      const w = "dddddddddddd";
      const photo = (name: string, itemId: string, gallery: string, title: string, fields: Partial<StoredEvent>) =>
        storedEvent({
          name,
          itemId,
          gallery,
          path: `/albums/${gallery}`,
          params: JSON.stringify({ item_title: title, open_via: "click", method: "copy" }),
          ...fields,
        });
      // The site's public visitor p1, and a family (f1, f2) on the shared "wedding" over two days, who also saw photo a
      // there; f1 then looked at the public home page.
      const visits = () => [
        storedEvent({ visitor: "p1", path: "/albums/coast", source: "Google", country: "DE", ts: start + 10 }),
        photo("photo_view", a, "coast", "Pier", { visitor: "p1", engagementMs: 2_000, ts: start + 20 }),
        photo("viewer_close", a, "coast", "Pier", { visitor: "p1", ts: start + 30 }),
        storedEvent({ share: wedding, visitor: "f1", path: "/albums/wedding", source: "Direct", country: "FR", ts: start + 1_000 }),
        photo("photo_view", w, "wedding", "Vows", { share: wedding, visitor: "f1", engagementMs: 3_000, ts: start + 2_000 }),
        photo("photo_view", a, "wedding", "Secret name", { share: wedding, visitor: "f1", engagementMs: 9_000, ts: start + 2_500 }),
        photo("file_download", w, "wedding", "Vows", { share: wedding, visitor: "f1", fileName: "vows.jpg", ts: start + 3_000 }),
        photo("share", w, "wedding", "Vows", { share: wedding, visitor: "f1", ts: start + 3_500 }),
        storedEvent({ share: wedding, visitor: "f2", path: "/albums/wedding/2", source: "Direct", ts: start + day + 5 }),
        photo("photo_view", w, "wedding", "Vows", { share: wedding, visitor: "f2", path: "/albums/wedding/2", ts: start + day + 6 }),
        photo("viewer_close", w, "wedding", "Vows", { share: wedding, visitor: "f2", ts: start + day + 7 }),
        storedEvent({ share: party, visitor: "g1", path: "/albums/party", ts: start + 500 }),
        storedEvent({ visitor: "f1", path: "/", ts: start + 4_000 }),
      ];
      const publicFigures = async (over: TimeRange) => ({
        totals: await store.totals(over),
        series: await store.timeseries(over, day),
        pages: await store.breakdown({ range: over, dimension: "page", limit: 10 }),
        albums: await store.breakdown({ range: over, dimension: "album", limit: 10 }),
        countries: await store.breakdown({ range: over, dimension: "country", limit: 10 }),
        sources: await store.breakdown({ range: over, dimension: "source", names: ["page_view"], limit: 10 }),
        photos: await store.topPhotos({ range: over, sort: "views", limit: 10 }),
        detail: await store.photoDetail({ range: over, itemId: a, bucketMs: day }),
        shared: await store.photoDetail({ range: over, itemId: w, bucketMs: day }),
        galleries: await store.galleryStats(over),
      });

      it("leaves a shared album's events out of every report, their rollups and their filters; they are stored all the same", async () => {
        await store.insert(visits());
        const expected = {
          totals: { visitors: 2, pageViews: 2, events: 4 },
          series: [{ at: start, visitors: 2, pageViews: 2 }],
          pages: [
            { value: "/albums/coast", visitors: 1, events: 3 },
            { value: "/", visitors: 1, events: 1 },
          ],
          albums: [{ value: "coast", visitors: 1, events: 2 }],
          countries: [{ value: "DE", visitors: 1, events: 1 }],
          sources: [{ value: "Google", visitors: 1, events: 1 }],
          // Photo a keeps its public figures, title and album: the family's view of it under another name counts nowhere here.
          photos: [{ itemId: a, title: "Pier", gallery: "coast", views: 1, visitors: 1, avgDwellMs: 2_000, shares: 0, downloads: 0 }],
          detail: expect.objectContaining({ photo: expect.objectContaining({ views: 1 }), series: [{ at: start, views: 1, visitors: 1 }], shares: [] }),
          shared: { photo: undefined, series: [], sources: [], shares: [], openVia: [] },
          galleries: [{ gallery: "coast", viewerOpens: 1, photoViews: 1, viewers: 1, topPhoto: { itemId: a, title: "Pier", views: 1 } }],
        };
        // From the daily rollups of the sealed days, and with ragged ends (the second day read from its events): the same figures.
        expect(await publicFigures(range)).toEqual(expected);
        expect(await publicFigures({ from: start - day / 2, to: start + 2 * day - 1 })).toEqual(expected);
        // A filter selects visitors by their public events: by what only the family's shared events hold, no one.
        for (const segment of [
          [{ dimension: "page", value: "/albums/wedding" }],
          [{ dimension: "album", value: "wedding" }],
          [{ dimension: "photo", value: w }],
        ] as const) {
          expect(await store.totals(range, segment)).toEqual({ visitors: 0, pageViews: 0, events: 0 });
          expect(await store.galleryStats(range, segment)).toEqual([]);
        }
        expect(await store.totals(range, [{ dimension: "photo", value: a }])).toEqual({ visitors: 1, pageViews: 1, events: 3 });
        expect(await store.count()).toBe(13);
        expect(await store.count({ from: start, to: start + day })).toBe(10);
      });

      it("counts each link's receipt over all its events: first and last, visitors, photos viewed, downloads; links without events absent", async () => {
        await store.insert(visits());
        const receipts = await store.shareReceipts([wedding, party, "Nn-never-use", "'; DROP TABLE events; --"]);
        expect(receipts).toEqual(
          new Map([
            [wedding, { firstOpenedAt: start + 1_000, lastOpenedAt: start + day + 7, visitors: 2, photosViewed: 3, downloads: 1 }],
            [party, { firstOpenedAt: start + 500, lastOpenedAt: start + 500, visitors: 1, photosViewed: 0, downloads: 0 }],
          ]),
        );
        expect(await store.shareReceipts([])).toEqual(new Map());
        expect(await store.shareReceipts([party])).toEqual(new Map([[party, receipts.get(party)]]));
        // Deleting a range (the Data panel, retention) takes the link's events in it from its receipt.
        await store.deleteRange({ from: 0, to: start + day });
        expect(await store.shareReceipts([wedding, party])).toEqual(
          new Map([[wedding, { firstOpenedAt: start + day + 5, lastOpenedAt: start + day + 7, visitors: 1, photosViewed: 1, downloads: 0 }]]),
        );
      });
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
