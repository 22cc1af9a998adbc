import path from "node:path";
import type { AnalyticsStore } from "./analytics-store";
import { SqliteStore } from "./sqlite/sqlite-store.server";

/** The engine is chosen here, once, at start-up; nothing else knows which one runs. */
export async function openAnalyticsStore(options: { dataDir: string }): Promise<AnalyticsStore> {
  const store = new SqliteStore(path.join(options.dataDir, "analytics.sqlite"));
  await store.migrate();
  return store;
}
