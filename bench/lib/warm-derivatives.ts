import { deriveSite } from "../../app/server/ingest.server";
import { createRuntime } from "../../app/server/runtime.server";
import { readSettings } from "../../app/lib/core/settings.server";

export type Warmth = { warm: boolean; pictures: number; derivedNow: number; seconds: number };

/**
 * What `npm run ingest` does, in this process: probe every picture into the source index and make
 * every derivative. Derivatives are otherwise made on demand, and a page load or a scroll would
 * time the encoder instead of the page. `warm`: DATA_DIR already held every derivative (and so the index).
 */
export async function warmDerivatives(contentDir: string, dataDir: string): Promise<Warmth> {
  const started = performance.now();
  const runtime = await createRuntime(readSettings({ CONTENT_DIR: contentDir, DATA_DIR: dataDir, NODE_ENV: "production" }), { quiet: true });
  const report = await deriveSite(await runtime.site(), await runtime.index, runtime.store);
  await runtime.destroy();
  if (report.failed.length > 0) throw new Error(`derivatives failed: ${report.failed[0]?.file}: ${report.failed[0]?.error}`);
  return { warm: report.derivedNow === 0, pictures: report.pictures, derivedNow: report.derivedNow, seconds: (performance.now() - started) / 1000 };
}
