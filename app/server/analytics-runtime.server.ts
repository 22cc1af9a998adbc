import path from "node:path";
import { createOwnerAuth, type OwnerAuth } from "../lib/auth/owner-auth.server";
import { ownerPasswordHash } from "../lib/auth/owner-password-hash.server";
import { SqliteSessionStore } from "../lib/auth/sqlite-session-store.server";
import type { SiteConfig } from "../lib/content/schemas";
import type { Settings } from "../lib/core/settings.server";
import { createCollector, type Collector } from "../lib/analytics/collector.server";
import { startRetention } from "../lib/analytics/retention.server";
import { startRollups } from "../lib/analytics/rollups.server";
import type { AnalyticsStore } from "../lib/analytics/store/analytics-store";
import { openAnalyticsStore, storeSiteName } from "../lib/analytics/store/open-store.server";
import { loadCountryTable } from "../lib/analytics/geo/country-table.server";

const dayMs = 86_400_000;

export type AnalyticsRuntime = {
  store: AnalyticsStore;
  collector: Collector;
  auth: OwnerAuth;
  config: SiteConfig["analytics"];
  close: () => Promise<void>;
};

/** The analytics side of the process, given the server secret: store (engine chosen once), collector, owner login and sessions, retention, report rollups. */
export async function createAnalyticsRuntime(settings: Settings, config: SiteConfig, secret: string): Promise<AnalyticsRuntime> {
  const site = storeSiteName(config.baseUrl);
  const store = await openAnalyticsStore(settings, site);
  // The day's budget counts what is already stored today (shared albums' events too), so a restart does not grant it again.
  const now = Date.now();
  const today = now - (now % dayMs);
  const storedToday = await store.count({ from: today, to: today + dayMs });
  // The country table is a few MB of memory: only a site that collects loads it.
  const countries = config.analytics.enabled ? await loadCountryTable() : undefined;
  const collector = createCollector(
    store,
    { secret, site, respectDoNotTrack: config.analytics.respectDoNotTrack, countryOf: (ip) => countries?.countryOf(ip) ?? null },
    { dailyEventBudget: config.analytics.dailyEventBudget, storedToday },
  );
  const passwordHash = await ownerPasswordHash(secret, settings.adminPassword, config.analytics.adminPasswordHash);
  const sessions = SqliteSessionStore.open(path.join(settings.dataDir, "owner-sessions.sqlite"));
  const auth = createOwnerAuth({ secret, passwordHash, store: sessions });
  const retention = startRetention(store, config.analytics.retentionDays);
  await retention.done;
  const rollups = startRollups(store, config.analytics.retentionDays);
  return {
    store,
    collector,
    auth,
    config: config.analytics,
    close: async () => {
      retention.destroy();
      await rollups.destroy();
      await store.close();
      sessions.close();
    },
  };
}
