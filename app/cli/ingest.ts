import { SingleBar, Presets } from "cli-progress";
import { logLine } from "../lib/core/errors";
import { deriveSite } from "../server/ingest.server";
import { createRuntime } from "../server/runtime.server";
import { readSettings } from "../lib/core/settings.server";

/** npm run ingest: scan the content folder, bring the search index up to date, and make every derivative ahead of visitors. */
const started = performance.now();
const settings = readSettings();
const runtime = await createRuntime(settings).catch((error: Error) => {
  console.error(`ingest: ${error.message}`);
  process.exit(1);
});
await runtime.site();
// Every album's pictures, private ones too: a share link's holders should not wait for them either.
const site = runtime.viewFor({ owner: true, opened: new Map() })!;
const bar = new SingleBar({ format: "derivatives {bar} {value}/{total} images | {eta_formatted} left", hideCursor: true }, Presets.shades_classic);
const interactive = process.stdout.isTTY;
const report = await deriveSite(site, await runtime.index, runtime.store, {
  onProgress: (done, total) => {
    if (!interactive || total === 0) return;
    if (done === 0) bar.start(total, 0);
    else bar.update(done);
    if (done === total) bar.stop();
  },
});
// The videos' index-first copies and fallbacks, one at a time: their progress is in the lines above.
await runtime.videos.idle();
const videos = runtime.videos.status();
const seconds = (performance.now() - started) / 1000;
console.log(
  `ingest: ${report.pictures} pictures in ${settings.contentDir}; ${report.derivedNow} derived now (${report.encoded} files encoded), ` +
    `${videos.made} video copies and fallbacks made, ${runtime.search.size()} search entries, ${site.problems.length} content problems, ` +
    `${report.failed.length + videos.failed} failures, ${seconds.toFixed(2)} s`,
);
for (const failure of report.failed) console.error(logLine("DERIVATIVE_FAILED", failure.file, failure.error));
await runtime.destroy();
process.exitCode = report.failed.length + videos.failed > 0 ? 1 : 0;
