import lighthouse, { desktopConfig, type Config } from "lighthouse";
import { FrameReporterTrace } from "./frame-reporter-trace";
import { lighthouseFigures, type RunFigures } from "./lighthouse-figures";
import { launchLighthouseChromium } from "./lighthouse-chromium";

/**
 * Lighthouse's two presets, the performance category alone. Mobile is its default (a Moto G Power's
 * screen; simulated 150 ms RTT, 1.6 Mbps, CPU ×4); desktop its desktop config (40 ms, 10 Mbps, CPU ×1).
 */
export const presets = ["mobile", "desktop"] as const;
export type Preset = (typeof presets)[number];

const performanceOnly = (base: Config): Config => ({
  ...base,
  // No full-page screenshot: no figure needs it, and on a loaded machine it times out a run.
  settings: { ...base.settings, onlyCategories: ["performance"], disableFullPageScreenshot: true },
  artifacts: [{ id: "Trace", gatherer: FrameReporterTrace }],
});
const configs: Record<Preset, Config> = { mobile: performanceOnly({ extends: "lighthouse:default" }), desktop: performanceOnly(desktopConfig) };

/** One first visit of `url` (a Chromium of its own, an empty profile) under `preset`. */
async function lighthouseRunOnce(url: string, preset: Preset): Promise<RunFigures> {
  const chromium = await launchLighthouseChromium();
  try {
    const result = await lighthouse(url, { port: chromium.port, hostname: "127.0.0.1", logLevel: "error" }, configs[preset]);
    if (!result) throw new Error(`Lighthouse on ${url}: no result`);
    return lighthouseFigures(result);
  } finally {
    await chromium.stop();
  }
}

/**
 * One first visit (lighthouseRunOnce), tried again when Lighthouse gives up on the page (a protocol
 * timeout on a busy machine), twice at most: one lost run does not lose the bench's other runs.
 */
export async function lighthouseRun(url: string, preset: Preset): Promise<RunFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseRunOnce(url, preset);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`${preset} ${url}: ${error instanceof Error ? error.message : String(error)}; trying again`);
    }
  }
}
