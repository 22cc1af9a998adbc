import path from "node:path";
import { expect, it } from "vitest";
import { startRetention } from "../../../app/lib/analytics/retention.server";
import { SqliteStore } from "../../../app/lib/analytics/store/sqlite/sqlite-store.server";
import { tempDir } from "../../helpers/fixtures";
import { storedEvent } from "./store-contract";

it("events older than the retention setting are deleted at start; younger ones stay", async () => {
  const store = new SqliteStore(path.join(await tempDir(), "analytics.sqlite"));
  await store.migrate();
  const now = Date.UTC(2026, 10, 22);
  const day = 86_400_000;
  await store.insert([storedEvent({ ts: now - 31 * day }), storedEvent({ ts: now - 30 * day + 1 }), storedEvent({ ts: now - day })]);
  const retention = startRetention(store, 30, () => now);
  await retention.done;
  retention.destroy();
  expect(await store.count()).toBe(2);
  expect((await store.totals({ from: 0, to: now - 30 * day })).events).toBe(0);
  await store.close();
});
