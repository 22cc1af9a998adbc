/** How far a site build has got: buildSite counts into it; the preparing page and the log read it. */
export type BuildProgress = {
  startedAt: number;
  /** The pictures and videos the scan found; unknown while it runs. */
  total?: number;
  /** How many of `total` are videos (each is probed as a picture is). */
  videos?: number;
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

/** "4,210 of 20,000 pictures" ("… pictures and videos" when some are), or what the build is doing before it knows how many there are. */
export function progressText({ total, probed, videos }: BuildProgress): string {
  if (total === undefined) return "looking for pictures";
  return videos ? `${counts.format(probed)} of ${counts.format(total)} pictures and videos` : `${counts.format(probed)} of ${pictures(total)}`;
}

/** The log's line every few seconds: "preparing: 4,210 of 20,000 pictures probed". */
export function progressLogLine(progress: BuildProgress): string {
  return progress.total === undefined ? `preparing: ${progressText(progress)}` : `preparing: ${progressText(progress)} probed`;
}

/** The log's line at the end: "site ready: 20,000 pictures and 20 videos in 312 s" (tenths under 10 s). */
export function readyLogLine(progress: BuildProgress, now = Date.now()): string {
  const seconds = Math.max(0, now - progress.startedAt) / 1000;
  const { total = 0, videos = 0 } = progress;
  const found = videos ? `${pictures(total - videos)} and ${counts.format(videos)} ${videos === 1 ? "video" : "videos"}` : pictures(total);
  return `site ready: ${found} in ${seconds < 10 ? seconds.toFixed(1) : Math.round(seconds)} s`;
}
