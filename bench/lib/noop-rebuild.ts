import { readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { deriveSite } from "../../app/server/ingest.server";
import { isImageFile } from "../../app/lib/images/plan";
import { createRuntime } from "../../app/server/runtime.server";
import { readSettings } from "../../app/lib/core/settings.server";

export type NoopRebuild = { images: number; sidecars: number; runs: { rebuild: number; derive: number }[] };

/** A sidecar beside every third picture, as an owner who titles some of them would have. */
async function writeSidecars(contentDir: string): Promise<number> {
  const pictures = (await readdir(contentDir, { recursive: true })).filter(isImageFile).sort();
  const titled = pictures.filter((_, i) => i % 3 === 0);
  for (const [i, picture] of titled.entries()) {
    const yaml = `title: Titled picture ${i + 1}\ncaption: A caption the owner wrote for it.\ntags: [bench, sidecar]\n`;
    await writeFile(path.join(contentDir, `${picture}.yml`), yaml);
  }
  return titled.length;
}

/**
 * The no-op rebuild the app runs when the content folder changes: the runtime's own rebuild (scan,
 * one stat per image, album and sidecar YAML read again, search-index sync), then the derive check
 * `npm run ingest` adds. The folder is ingested first, so nothing is left to make.
 */
export async function measureNoopRebuild(contentDir: string, dataDir: string, runs = 5): Promise<NoopRebuild> {
  const sidecars = await writeSidecars(contentDir);
  const runtime = await createRuntime(readSettings({ CONTENT_DIR: contentDir, DATA_DIR: dataDir, NODE_ENV: "production" }), { quiet: true });
  const first = await deriveSite(await runtime.site(), await runtime.index, runtime.store);
  const timings: NoopRebuild["runs"] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const site = await runtime.rebuild();
    const rebuilt = performance.now();
    const report = await deriveSite(site, await runtime.index, runtime.store);
    if (report.derivedNow > 0 || report.encoded > 0) throw new Error("the no-op rebuild made derivatives: the setup did not ingest everything");
    timings.push({ rebuild: rebuilt - started, derive: performance.now() - rebuilt });
  }
  await runtime.destroy();
  return { images: first.pictures, sidecars, runs: timings };
}

export function reportNoopRebuild({ images, sidecars, runs }: NoopRebuild): void {
  const sorted = [...runs].sort((a, b) => a.rebuild + a.derive - (b.rebuild + b.derive));
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const best = sorted[0]!;
  const total = median.rebuild + median.derive;
  console.log(
    `no-op rebuild of ${images} images (${sidecars} with a sidecar): median ${total.toFixed(0)} ms ` +
      `(rebuild with search sync ${median.rebuild.toFixed(0)} ms + derive check ${median.derive.toFixed(0)} ms), ` +
      `best ${(best.rebuild + best.derive).toFixed(0)} ms over ${runs.length} runs (target < 500 ms: ${total < 500 ? "met" : "MISSED"})`,
  );
}
