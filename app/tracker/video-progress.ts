/** The spec's progress milestones, in percent of the duration. */
export const progressMilestones = [10, 25, 50, 75];

/** What a player says: it is playing, its playhead moved, or it reached the end. */
export type VideoSignal = "play" | "time" | "end";

/** An event to report and its `video_percent`. */
export type VideoStep = [name: "video_start" | "video_progress" | "video_complete", percent: number];

/**
 * The milestone logic shared by every provider, for one player: `video_start` on the first play,
 * each milestone once as the playhead reaches it (those already behind it at the start are
 * skipped), `video_complete` at the end; after the end, the next play starts over.
 */
export function createVideoProgress(): (signal: VideoSignal, time: number, duration: number) => VideoStep[] {
  let started = false;
  let next = 0;
  return (signal, time, duration) => {
    const percent = duration > 0 && Number.isFinite(duration) ? Math.min(100, Math.floor((time / duration) * 100)) : 0;
    const steps: VideoStep[] = [];
    if (signal === "end") {
      if (started) steps.push(["video_complete", 100]);
      started = false;
      next = 0;
      return steps;
    }
    if (!started) {
      if (signal !== "play") return steps;
      started = true;
      steps.push(["video_start", percent]);
      while (next < progressMilestones.length && percent > progressMilestones[next]!) next++;
    }
    while (next < progressMilestones.length && percent >= progressMilestones[next]!) steps.push(["video_progress", progressMilestones[next++]!]);
    return steps;
  };
}
