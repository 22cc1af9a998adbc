import type { LcpPhases, RunFigures } from "./lighthouse-figures";
import type { Preset } from "./lighthouse-run";
import { markdownTable } from "./markdown-table";
import { physicalLimit } from "./physical-limit";
import { median } from "./timed";

/** Every run of one page under one preset. */
export type Measured = { page: string; preset: Preset; runs: RunFigures[] };

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const ms = (value: number) => `${Math.round(value).toLocaleString("en-US")} ms`;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ratio = (value: number) => `${value.toFixed(2)}×`;
const medianOf = (runs: RunFigures[], figure: (run: RunFigures) => number) => median(runs.map(figure));

/** The median of the runs whose trace gave a thread-time TBT. */
function threadTbt(runs: RunFigures[]): string {
  const known = runs.flatMap((run) => (run.threadTbt === undefined ? [] : [run.threadTbt]));
  return known.length === 0 ? "–" : `${ms(median(known))}${known.length < runs.length ? ` (${known.length} runs)` : ""}`;
}

/** Score, paint times, blocking time (as Lighthouse counts it, and from thread time), shift, bytes and requests: each the median of the runs. */
export function medianTable(measured: Measured[]): string {
  return markdownTable(
    ["page", "preset", "runs", "score", "FCP", "LCP", "TBT", "TBT (thread time)", "CLS", "bytes", "JS bytes", "requests"],
    measured.map(({ page, preset, runs }) => [
      page,
      preset,
      String(runs.length),
      String(medianOf(runs, (run) => run.score)),
      seconds(medianOf(runs, (run) => run.fcp)),
      seconds(medianOf(runs, (run) => run.lcp)),
      ms(medianOf(runs, (run) => run.tbt)),
      threadTbt(runs),
      medianOf(runs, (run) => run.cls).toFixed(3),
      kB(medianOf(runs, (run) => run.totalBytes)),
      kB(medianOf(runs, (run) => run.jsBytes)),
      String(medianOf(runs, (run) => run.requests)),
    ]),
  );
}

/** The element most runs named, with how many did when they did not all agree. */
function commonElement(runs: RunFigures[]): string {
  const counts = new Map<string, number>();
  for (const run of runs) counts.set(run.lcpElement, (counts.get(run.lcpElement) ?? 0) + 1);
  const [element, count] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  return count === runs.length ? element : `${element} (${count} of ${runs.length})`;
}

/** The LCP's element and phases (medians of the runs that had them), its bytes, and the physical limit they allow. */
export function lcpTable(measured: Measured[]): string {
  return markdownTable(
    [
      "page",
      "preset",
      "LCP element",
      "LCP",
      "TTFB",
      "load delay",
      "load time",
      "render delay",
      "document + CSS + LCP picture",
      "limit, HTTP/2 (4 RTT)",
      "limit, HTTP/1.1 (5 RTT)",
      "LCP / limit, HTTP/2",
      "LCP / limit, HTTP/1.1",
    ],
    measured.map(({ page, preset, runs }) => {
      const lcp = medianOf(runs, (run) => run.lcp);
      const withPhases = runs.filter((run) => run.phases);
      const phase = (name: keyof LcpPhases) => (withPhases.length > 0 ? ms(medianOf(withPhases, (run) => run.phases![name])) : "n/a");
      const bytes = (part: keyof RunFigures["limitBytes"]) => medianOf(runs, (run) => run.limitBytes[part]);
      const h2 = medianOf(runs, (run) => physicalLimit(run).h2);
      const http1 = medianOf(runs, (run) => physicalLimit(run).http1);
      return [
        page,
        preset,
        commonElement(runs),
        seconds(lcp),
        phase("ttfb"),
        phase("loadDelay"),
        phase("loadTime"),
        phase("renderDelay"),
        `${kB(bytes("document"))} + ${kB(bytes("css"))} + ${kB(bytes("lcpImage"))}`,
        seconds(h2),
        seconds(http1),
        ratio(lcp / h2),
        ratio(lcp / http1),
      ];
    }),
  );
}
