/** How far a site build has got: buildSite counts into it; the preparing page and the log read it. */
export type BuildProgress = {
  startedAt: number;
  /** The pictures the scan found; unknown while it runs. */
  total?: number;
  /** Pictures probed so far, from the source index or read afresh. */
  probed: number;
};

export function startProgress(now = Date.now()): BuildProgress {
  return { startedAt: now, probed: 0 };
}

const counts = new Intl.NumberFormat("en-US");

function pictures(count: number): string {
  return `${counts.format(count)} ${count === 1 ? "picture" : "pictures"}`;
}

/** "4,210 of 20,000 pictures", or what the build is doing before it knows how many there are. */
export function progressText({ total, probed }: BuildProgress): string {
  return total === undefined ? "looking for pictures" : `${counts.format(probed)} of ${pictures(total)}`;
}

/** The log's line every few seconds: "preparing: 4,210 of 20,000 pictures probed". */
export function progressLogLine(progress: BuildProgress): string {
  return progress.total === undefined ? `preparing: ${progressText(progress)}` : `preparing: ${progressText(progress)} probed`;
}

/** The log's line at the end: "site ready: 20,000 pictures in 312 s" (tenths under 10 s). */
export function readyLogLine(progress: BuildProgress, now = Date.now()): string {
  const seconds = Math.max(0, now - progress.startedAt) / 1000;
  return `site ready: ${pictures(progress.total ?? 0)} in ${seconds < 10 ? seconds.toFixed(1) : Math.round(seconds)} s`;
}
