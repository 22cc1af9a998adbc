import path from "node:path";
import { expect, it } from "vitest";
import { startRollups } from "../../../app/lib/analytics/rollups.server";
import { SqliteStore } from "../../../app/lib/analytics/store/sqlite/sqlite-store.server";
import { tempDir } from "../../helpers/fixtures";
import { storedEvent } from "./store-contract";

it("the photo reports' rollups of every sealed day in the retention window are made at start, none twice", async () => {
  const store = new SqliteStore(path.join(await tempDir(), "analytics.sqlite"));
  await store.migrate();
  const day = 86_400_000;
  const now = Date.now();
  await store.insert([
    storedEvent({ name: "photo_view", itemId: "aaaaaaaaaaaa", gallery: "summer", ts: now - 20 * day }),
    storedEvent({ name: "photo_view", itemId: "aaaaaaaaaaaa", gallery: "summer", ts: now - 2 * day }),
  ]);
  const rollups = startRollups(store, 30, () => now);
  await rollups.done;
  await rollups.destroy();
  // Every sealed day of the window is made: asking again makes none, and the report reads them.
  expect(await store.rollUpDays({ from: now - 29 * day, to: now })).toBe(0);
  expect(await store.rollUpDays({ from: now - 40 * day, to: now - 31 * day })).toBeGreaterThan(0);
  expect((await store.topPhotos({ range: { from: now - 30 * day, to: now }, sort: "views", limit: 5 }))[0]).toMatchObject({ itemId: "aaaaaaaaaaaa", views: 2 });
  await store.close();
});
