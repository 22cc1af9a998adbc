import path from "node:path";
import type { Settings } from "../../core/settings.server";
import type { AnalyticsStore } from "./analytics-store";
import { ClickHouseStore } from "./clickhouse/clickhouse-store.server";
import { SqliteStore } from "./sqlite/sqlite-store.server";

/** The engine is chosen here, once, at start-up; nothing else knows which one runs. */
/** The site's name in the store: its baseUrl's host, else "vitrine" (the server and `npm run share list` read the same rows). */
export function storeSiteName(baseUrl: string | undefined): string {
  return baseUrl ? new URL(baseUrl).host : "vitrine";
}

export async function openAnalyticsStore(settings: Pick<Settings, "dataDir" | "analyticsStore">, site: string): Promise<AnalyticsStore> {
  const choice = settings.analyticsStore;
  const store =
    choice.engine === "clickhouse"
      ? new ClickHouseStore({ url: choice.url, database: choice.database, site })
      : new SqliteStore(path.join(settings.dataDir, "analytics.sqlite"));
  try {
    await store.migrate();
  } catch (error) {
    await store.close().catch(() => undefined);
    throw new Error(`the ${choice.engine} analytics store cannot be opened: ${(error as Error).message}`, { cause: error });
  }
  return store;
}
