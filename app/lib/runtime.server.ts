import { watch, type FSWatcher } from "node:fs";
import path from "node:path";
import { createAnalyticsRuntime, type AnalyticsRuntime } from "./analytics/analytics-runtime.server";
import { serialised } from "./concurrency";
import { logLine } from "./errors";
import { buildSite } from "./content/build-site.server";
import { formatProblem } from "./content/problems";
import type { Site } from "./content/site-types";
import { ensureDemoContent } from "./demo/generate-demo.server";
import { setAssetBase } from "./images/asset-base";
import { DerivativeStore } from "./images/derivative-store.server";
import { SourceIndex } from "./images/source-index.server";
import { SearchIndex } from "./search/search-index.server";
import { searchRecords } from "./search/search-records";
import { readSettings, type Settings } from "./settings.server";

export type Runtime = {
  settings: Settings;
  store: DerivativeStore;
  index: SourceIndex;
  /** The full-text index, synced with every site the runtime builds. */
  search: SearchIndex;
  site: () => Promise<Site>;
  rebuild: () => Promise<Site>;
  analytics: AnalyticsRuntime;
  destroy: () => Promise<void>;
};

/** Builds the runtime for these settings: demo content if needed, the site model, the stores. */
export async function createRuntime(settings: Settings, options: { watch?: boolean; quiet?: boolean } = {}): Promise<Runtime> {
  setAssetBase(settings.assetBaseUrl);
  if (settings.demo) await ensureDemoContent(settings.contentDir);
  const index = await SourceIndex.load(settings.dataDir);
  const report = (site: Site) => {
    if (!options.quiet) for (const problem of site.problems) console.warn(`content: ${formatProblem(problem)}`);
    return site;
  };
  const searchFile = path.join(settings.dataDir, "search.sqlite");
  const search = SearchIndex.open(searchFile);
  // The index follows each build before the site is served, so results name items the site has.
  const indexForSearch = (site: Site) => {
    try {
      const sync = search.sync(searchRecords(site));
      if (!options.quiet && sync.added + sync.updated + sync.removed > 0) {
        console.log(`search: ${sync.total} entries (${sync.added} added, ${sync.updated} changed, ${sync.removed} removed) in ${Math.round(sync.ms)} ms`);
      }
    } catch (error) {
      // Search results may lag behind; the site itself stays current.
      console.error(logLine("SEARCH_INDEX_FAILED", searchFile, (error as Error).message));
    }
    return site;
  };
  let current = buildSite(settings.contentDir, index).then(report).then(indexForSearch);
  // The first build validated the config; an invalid one stops start-up.
  const { config } = await current.catch((error: unknown) => {
    search.close();
    throw error;
  });
  const store = new DerivativeStore(settings.dataDir);
  const analytics = await createAnalyticsRuntime(settings, config);

  // One rebuild at a time: two overlapping ones could finish out of order and reinstate older content.
  const rebuild = serialised(async () => {
    const next = buildSite(settings.contentDir, index).then(report).then(indexForSearch);
    try {
      await next;
      current = next;
    } catch (error) {
      // A broken edit keeps the last good site online; the owner sees why in the log.
      console.error(logLine("CONTENT_REBUILD_FAILED", settings.contentDir, `keeping the previous site: ${(error as Error).message}`));
    }
    return current;
  });

  let watcher: FSWatcher | undefined;
  if (options.watch) {
    let timer: NodeJS.Timeout | undefined;
    try {
      watcher = watch(settings.contentDir, { recursive: true }, () => {
        clearTimeout(timer);
        timer = setTimeout(() => void rebuild(), 300);
      });
      watcher.on("error", () => watcher?.close());
    } catch {
      watcher = undefined;
    }
  }

  const destroy = async () => {
    watcher?.close();
    search.close();
    await analytics.close();
  };
  return { settings, store, index, search, site: () => current, rebuild, analytics, destroy };
}

let shared: Promise<Runtime> | undefined;

/** The process-wide runtime, created on first use from the environment. */
export function getRuntime(): Promise<Runtime> {
  shared ??= createRuntime(readSettings(), { watch: true });
  return shared;
}

export async function getSite(): Promise<Site> {
  return (await getRuntime()).site();
}

export async function getSearchIndex(): Promise<SearchIndex> {
  return (await getRuntime()).search;
}

export async function getAnalytics(): Promise<AnalyticsRuntime> {
  return (await getRuntime()).analytics;
}
