import { defaultConcurrency } from "../core/concurrency";
import { faststartArgs, fallbackArgs } from "./ffmpeg-args";
import type { VideoFacts } from "./video-facts";

/**
 * One file to make of a video, in the background: its index-first copy (`faststart`) or its H.264
 * fallback. `name` is how the log calls it (its path in the content folder), `reason` why a fallback
 * is wanted ("hevc, 10-bit").
 */
export type VideoJob = { kind: "faststart" | "fallback"; source: string; bytes: number; target: string; name: string; facts: VideoFacts; reason?: string };

export const jobLabels: Record<VideoJob["kind"], string> = { faststart: "index-first copy", fallback: "H.264 fallback" };

/** An encode leaves one core to the visitors' pages and pictures (niceness alone still shares every core with them). */
const encodeThreads = Math.max(1, defaultConcurrency - 1);

/** ffmpeg's arguments for a job, writing to `output`. */
export function jobArgs(job: VideoJob, output: string): string[] {
  return job.kind === "faststart"
    ? faststartArgs(job.source, output, job.facts.container, job.bytes)
    : fallbackArgs(job.source, output, job.facts, encodeThreads);
}

/**
 * How long a job may run: a copy at a few MB/s at the least, an encode at 30 times the clip's length
 * (a busy 2-core machine makes a 1080p HEVC clip's 720p fallback in 2.4 times its length), and
 * some minutes of slack either way.
 */
export function jobTimeoutMs(job: VideoJob): number {
  return job.kind === "faststart" ? 120_000 + job.bytes / 5_000 : 300_000 + job.facts.seconds * 30_000;
}

/** The copies first: each is over in moments, and makes its video start at once; then the encodes. */
export function jobOrder(jobs: readonly VideoJob[]): VideoJob[] {
  // The same content under two names is made once, for the first.
  const unique = jobs.filter((job, i) => jobs.findIndex((other) => other.target === job.target) === i);
  return [...unique.filter((job) => job.kind === "faststart"), ...unique.filter((job) => job.kind === "fallback")];
}
