import { cp } from "node:fs/promises";
import path from "node:path";
import { ensureDemoContent } from "../../app/lib/demo/generate-demo.server";
import { prepareLargeAlbums } from "./large-albums";
import { warmDerivatives, type Warmth } from "./warm-derivatives";

export type TrafficSite = { content: string; dataDir: string; largeSlug: string; largeSize: number; warmth: Warmth };

/**
 * The site bench/traffic loads, kept under `root` between runs: the demo (copied with its files'
 * times, so an unchanged copy costs the source index one stat a picture) plus "Album 10000" of
 * bench/lib/large-albums.ts, and every derivative made into DATA_DIR before anything is timed.
 */
export async function prepareTrafficSite(root: string, largeSize = 10_000): Promise<TrafficSite> {
  const demo = path.join(root, "demo");
  const content = path.join(root, "content");
  const dataDir = path.join(root, "data");
  await ensureDemoContent(demo);
  await cp(demo, content, { recursive: true, force: true, preserveTimestamps: true });
  const [large] = await prepareLargeAlbums(content, [largeSize]);
  const warmth = await warmDerivatives(content, dataDir);
  return { content, dataDir, largeSlug: large!.slug, largeSize, warmth };
}
