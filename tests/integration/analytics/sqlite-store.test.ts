import path from "node:path";
import Database from "better-sqlite3";
import { expect, it } from "vitest";
import { migrations } from "../../../app/lib/analytics/store/sqlite/migrations";
import { SqliteStore } from "../../../app/lib/analytics/store/sqlite/sqlite-store.server";
import { tempDir } from "../../helpers/fixtures";
import { analyticsStoreContract, storedEvent } from "./store-contract";

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
  expect(await store.topPhotos({ range: { from: 0, to: Date.UTC(2030, 0, 1) }, sort: "views", limit: 5 })).toMatchObject([{ itemId: "aaaaaaaaaaaa", title: "Pier", views: 1 }]);
  await store.close();
});
