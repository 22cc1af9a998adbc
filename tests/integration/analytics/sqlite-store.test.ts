import { statSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { expect, it, vi } from "vitest";
import { migrations } from "../../../app/lib/analytics/store/sqlite/migrations";
import { SqliteStore } from "../../../app/lib/analytics/store/sqlite/sqlite-store.server";
import { openSqlite } from "../../../app/lib/core/open-sqlite.server";
import { tempDir } from "../../helpers/fixtures";
import { analyticsStoreContract, storedEvent } from "./store-contract";

const day = 86_400_000;
const start = Date.UTC(2026, 10, 2);

let file = "";

analyticsStoreContract("sqlite", {
  open: async () => {
    file = path.join(await tempDir(), "analytics.sqlite");
    return new SqliteStore(file);
  },
  reopen: async () => new SqliteStore(file),
});

it("a file made by the first release gets the photo columns on migrate, its events kept", async () => {
  const older = path.join(await tempDir(), "analytics.sqlite");
  const db = new Database(older);
  db.exec(migrations[0]!);
  db.prepare("INSERT INTO events (ts, name, visitor, path, browser, os, device) VALUES (1, 'page_view', 'a', '/', 'Chrome', 'Linux', 'desktop')").run();
  db.pragma("user_version = 1");
  db.close();
  const store = new SqliteStore(older);
  await store.migrate();
  await store.insert([storedEvent({ name: "photo_view", itemId: "aaaaaaaaaaaa", visitor: "b", params: JSON.stringify({ item_title: "Pier" }) })]);
  expect(await store.count()).toBe(2);
  expect(await store.topPhotos({ range: { from: 0, to: Date.UTC(2030, 0, 1) }, sort: "views", limit: 5 })).toMatchObject([
    { itemId: "aaaaaaaaaaaa", title: "Pier", views: 1 },
  ]);
  await store.close();
});

/** A file as an earlier release left it: its first `version` schema steps, and these rows (SQL inserts). */
async function olderFile(version: number, ...inserts: string[]): Promise<string> {
  const older = path.join(await tempDir(), "analytics.sqlite");
  const db = openSqlite(older);
  for (const step of migrations.slice(0, version)) db.exec(step);
  db.pragma(`user_version = ${version}`);
  for (const insert of inserts) db.exec(insert);
  db.close();
  return older;
}

it("days rolled up before a photo's page had rollups of its own are made again with them on migrate", async () => {
  // The release before the photo params and sources rollups (schema step 5) rolled the day up: its mark is there.
  const older = await olderFile(
    4,
    `INSERT INTO events (ts, name, visitor, path, browser, os, device, item_id, gallery, params)
     VALUES (${start + 1_000}, 'share', 'b', '/', 'Chrome', 'Linux', 'desktop', 'aaaaaaaaaaaa', 'coast', '{"item_title":"Pier","method":"facebook"}')`,
    `INSERT INTO photo_days_done (day) VALUES (${start / day})`,
  );
  const upgraded = new SqliteStore(older);
  await upgraded.migrate();
  expect((await upgraded.photoDetail({ range: { from: start, to: start + day }, itemId: "aaaaaaaaaaaa", bucketMs: day })).shares).toEqual([
    { value: "facebook", visitors: 1, events: 1 },
  ]);
  await upgraded.close();
});

it("a file made before share links gets the share column on migrate: its events kept, public, in every report and rollup", async () => {
  const viewOf = (ts: number, visitor: string) =>
    `INSERT INTO events (ts, name, visitor, path, browser, os, device, item_id, gallery, engagement_ms, params)
     VALUES (${ts}, 'photo_view', '${visitor}', '/albums/coast', 'Chrome', 'Linux', 'desktop', 'aaaaaaaaaaaa', 'coast', 1000, '{"item_title":"Pier"}')`;
  // That release rolled the first day up; the second it did not.
  const older = await olderFile(
    5,
    viewOf(start + 1_000, "a"),
    viewOf(start + day + 1_000, "b"),
    `INSERT INTO photo_days VALUES (${start / day}, 'aaaaaaaaaaaa', 'coast', 1, 1, 1000, 1, 0, 0)`,
    `INSERT INTO photo_days_done (day) VALUES (${start / day})`,
  );
  const store = new SqliteStore(older);
  await store.migrate();
  await store.insert([storedEvent({ ts: start + 2_000, name: "photo_view", itemId: "aaaaaaaaaaaa", gallery: "wedding", visitor: "f", share: "Wd-link_0001" })]);
  const range = { from: start, to: start + 2 * day };
  expect(await store.count()).toBe(3);
  expect(await store.totals(range)).toEqual({ visitors: 2, pageViews: 0, events: 2 });
  expect(await store.topPhotos({ range, sort: "views", limit: 5 })).toMatchObject([{ itemId: "aaaaaaaaaaaa", title: "Pier", gallery: "coast", views: 2 }]);
  expect(await store.shareReceipts(["Wd-link_0001"])).toEqual(
    new Map([["Wd-link_0001", { firstOpenedAt: start + 2_000, lastOpenedAt: start + 2_000, visitors: 1, photosViewed: 1, downloads: 0 }]]),
  );
  await store.close();
  const reader = new Database(older, { readonly: true });
  expect(reader.pragma("user_version", { simple: true })).toBe(migrations.length);
  expect(reader.prepare("SELECT COUNT(*) AS n FROM events WHERE share = ''").get()).toEqual({ n: 2 });
  reader.close();
});

it("days whose rollup took a facet's pages for a photo's album are made again on migrate; the others stand", async () => {
  const viewOf = (ts: number, visitor: string, gallery: string) =>
    `INSERT INTO events (ts, name, visitor, path, browser, os, device, item_id, gallery, params)
     VALUES (${ts}, 'photo_view', '${visitor}', '/', 'Chrome', 'Linux', 'desktop', 'aaaaaaaaaaaa', '${gallery}', '{"item_title":"Pier"}')`;
  // The release before took "tags" for the first day's album ("tags" sorts after "coast"); the second day it got right.
  const first = start / day;
  const older = await olderFile(
    6,
    viewOf(start + 1_000, "a", "coast"),
    viewOf(start + 2_000, "b", "tags"),
    viewOf(start + day + 1_000, "c", "coast"),
    `INSERT INTO photo_days VALUES (${first}, 'aaaaaaaaaaaa', 'tags', 2, 2, 0, 0, 0, 0), (${first + 1}, 'aaaaaaaaaaaa', 'coast', 1, 1, 0, 0, 0, 0)`,
    `INSERT INTO photo_days_done (day) VALUES (${first}), (${first + 1})`,
  );
  const store = new SqliteStore(older);
  await store.migrate();
  const reader = new Database(older, { readonly: true });
  expect(reader.prepare("SELECT day FROM photo_days_done").all()).toEqual([{ day: first + 1 }]);
  reader.close();
  const stats = await store.galleryStats({ from: start, to: start + 2 * day });
  expect(stats.map(({ gallery, topPhoto }) => ({ gallery, topPhoto }))).toEqual([
    { gallery: "coast", topPhoto: { itemId: "aaaaaaaaaaaa", title: "Pier", views: 3 } },
    { gallery: "tags", topPhoto: undefined },
  ]);
  await store.close();
});

it("the photo reports' indexes cover their reads of public events, and still serve the release before's; the receipts read theirs", async () => {
  const db = openSqlite(path.join(await tempDir(), "analytics.sqlite"));
  for (const step of migrations) db.exec(step);
  const plan = (sql: string) => (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[]).map((row) => row.detail).join("; ");
  const byItem = "SELECT DISTINCT ts / 86400000, visitor, item_id FROM events INDEXED BY events_item WHERE item_id IS NOT NULL AND name = 'photo_view'";
  const byGallery =
    "SELECT gallery, SUM(name = 'photo_view'), COUNT(DISTINCT visitor) FROM events INDEXED BY events_gallery WHERE gallery IS NOT NULL AND name IN ('photo_view', 'viewer_close')";
  expect(plan(`${byItem} AND share = '' AND ts >= 0 AND ts < 1`)).toMatch(/USING COVERING INDEX events_item/);
  expect(plan(`${byGallery} AND share = '' AND ts >= 0 AND ts < 1 GROUP BY gallery`)).toMatch(/USING COVERING INDEX events_gallery/);
  // A process of the release before, on the same file until it restarts, asks for them without share.
  expect(plan(`${byItem} AND ts >= 0 AND ts < 1`)).toMatch(/USING COVERING INDEX events_item/);
  expect(plan(`${byGallery} AND ts >= 0 AND ts < 1 GROUP BY gallery`)).toMatch(/USING COVERING INDEX events_gallery/);
  expect(
    plan(
      "SELECT share, MIN(ts), COUNT(DISTINCT visitor), SUM(name = 'photo_view') FROM events INDEXED BY events_share WHERE share != '' AND share IN (SELECT value FROM json_each('[]')) GROUP BY share",
    ),
  ).toMatch(/USING COVERING INDEX events_share/);
  db.close();
});

/** The file's bytes on disk with its WAL. */
const bytesOf = (file: string) => [file, `${file}-wal`].reduce((sum, name) => sum + (statSync(name, { throwIfNoEntry: false })?.size ?? 0), 0);

/** A photo view as the viewer sends it, the n-th of a run a few seconds apart. */
const photoView = (n: number) =>
  storedEvent({
    ts: start + n * 5_000,
    name: "photo_view",
    visitor: `v${n % 500}`,
    itemId: (n % 800).toString(16).padStart(12, "0"),
    gallery: "coast",
    engagementMs: 1_500,
    params: JSON.stringify({ item_title: `Photo ${n}`, item_index: n % 60 }),
  });

/** Turns of the event loop while `work` runs, and the longest it went without one. */
async function loopTurnsDuring<T>(work: Promise<T>): Promise<{ result: T; turns: number; longestMs: number }> {
  let turns = 0;
  let longestMs = 0;
  let last = performance.now();
  let running = true;
  const turn = () => {
    const now = performance.now();
    longestMs = Math.max(longestMs, now - last);
    last = now;
    turns++;
    if (running) setImmediate(turn);
  };
  setImmediate(turn);
  const result = await work;
  running = false;
  return { result, turns, longestMs };
}

it("bounds the WAL of every file it opens (journal_size_limit), so one big transaction does not keep it large", async () => {
  const db = openSqlite(path.join(await tempDir(), "any.sqlite"));
  expect(db.pragma("journal_size_limit", { simple: true })).toBe(16 * 1024 * 1024);
  db.close();
});

it("deletes a range a chunk at a time, the event loop turning between chunks, and gives the space back to the disk", async () => {
  const file = path.join(await tempDir(), "analytics.sqlite");
  const store = new SqliteStore(file);
  await store.migrate();
  for (let n = 0; n < 60_000; n += 10_000) await store.insert(Array.from({ length: 10_000 }, (_, i) => photoView(n + i)));
  await store.close();
  const before = bytesOf(file);
  const reopened = new SqliteStore(file);
  await reopened.migrate();
  // Every event but the last day's: 60,000 over three and a half days.
  const { result: deleted, turns, longestMs } = await loopTurnsDuring(reopened.deleteRange({ from: 0, to: start + 3 * day }));
  expect(deleted).toBe(51_840);
  // A DELETE of them all in one statement lets the loop turn not once; a chunk of 1,000 is tens of milliseconds.
  expect(turns).toBeGreaterThanOrEqual(52);
  console.log(
    `deleted ${deleted} events in ${turns} turns of the event loop, the longest ${longestMs.toFixed(0)} ms without one; ${(before / 1e6).toFixed(1)} MB before, ${(bytesOf(file) / 1e6).toFixed(1)} MB after`,
  );
  expect(await reopened.count()).toBe(60_000 - 51_840);
  await reopened.close();
  // Most of the file went back to the disk, and the WAL is empty.
  expect(bytesOf(file)).toBeLessThan(before * 0.3);
  expect(statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0).toBe(0);
});

it("a file made before it gave space back is converted once, at start, and gives the space of a deletion back too", async () => {
  const file = path.join(await tempDir(), "analytics.sqlite");
  const legacy = new Database(file);
  legacy.pragma("journal_mode = WAL");
  for (const sql of migrations) legacy.exec(sql);
  legacy.pragma(`user_version = ${migrations.length}`);
  const insert = legacy.prepare(
    "INSERT INTO events (ts, name, visitor, path, browser, os, device, params) VALUES (?, 'page_view', ?, ?, 'Chrome', 'Linux', 'desktop', ?)",
  );
  legacy.transaction(() => {
    for (let n = 0; n < 20_000; n++) insert.run(start + n * 1_000, `v${n % 300}`, `/albums/a${n % 40}`, JSON.stringify({ note: "x".repeat(100) }));
  })();
  expect(legacy.pragma("auto_vacuum", { simple: true })).toBe(0);
  legacy.close();
  const before = bytesOf(file);

  const logged = vi.spyOn(console, "log").mockImplementation(() => undefined);
  const store = new SqliteStore(file);
  await store.migrate();
  await store.migrate();
  expect(logged.mock.calls).toEqual([[expect.stringMatching(/^analytics: .+ converted to give deleted space back \(\d+ MB in [\d.]+ s, once\)$/)]]);
  logged.mockRestore();
  expect(await store.count()).toBe(20_000);
  expect(await store.deleteRange({ from: 0, to: start + 18_000 * 1_000 })).toBe(18_000);
  await store.close();
  const reader = new Database(file, { readonly: true });
  expect(reader.pragma("auto_vacuum", { simple: true })).toBe(2);
  reader.close();
  expect(bytesOf(file)).toBeLessThan(before * 0.3);
});
