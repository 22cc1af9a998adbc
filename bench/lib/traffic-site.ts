import { cp, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { parse, stringify } from "yaml";
import { ensureDemoContent } from "../../app/lib/demo/generate-demo.server";
import { prepareLargeAlbums } from "./large-albums";
import { warmDerivatives, type Warmth } from "./warm-derivatives";

export type TrafficSite = { content: string; dataDir: string; largeSlug: string; largeSize: number; warmth: Warmth };

/**
 * The site bench/traffic loads, kept under `root` between runs: the demo (copied with its files'
 * times, so an unchanged copy costs the source index one stat a picture) plus "Album 10000" of
 * bench/lib/large-albums.ts, and every derivative made into DATA_DIR before anything is timed.
 * Its daily budget of analytics events is raised: a run stores some 125,000 into a DATA_DIR kept
 * between runs, so a few runs a day would pass the default million and see events dropped, which
 * the bench would count as lost. `raiseEventBudget: false` leaves the key out, for a build of a commit
 * before it (bench/page-miss), which would refuse the config.
 */
export async function prepareTrafficSite(root: string, { largeSize = 10_000, raiseEventBudget = true } = {}): Promise<TrafficSite> {
  const demo = path.join(root, "demo");
  const content = path.join(root, "content");
  const dataDir = path.join(root, "data");
  await ensureDemoContent(demo);
  await cp(demo, content, { recursive: true, force: true, preserveTimestamps: true });
  const configFile = path.join(content, "vitrine.config.yml");
  const { analytics, ...config } = parse(await readFile(configFile, "utf8")) as { analytics?: Record<string, unknown> };
  const { dailyEventBudget: _, ...otherAnalytics } = analytics ?? {};
  await writeFile(configFile, stringify({ ...config, analytics: raiseEventBudget ? { ...otherAnalytics, dailyEventBudget: 1_000_000_000 } : otherAnalytics }));
  const [large] = await prepareLargeAlbums(content, [largeSize]);
  const warmth = await warmDerivatives(content, dataDir);
  return { content, dataDir, largeSlug: large!.slug, largeSize, warmth };
}
