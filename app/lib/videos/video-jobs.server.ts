import { mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { logLine } from "../core/errors";
import { renameDurably, writeFileAtomic } from "../core/fs-atomic.server";
import type { FfmpegTools } from "./ffmpeg-tools.server";
import { progressFraction } from "./ffmpeg-progress";
import { probeVideo } from "./probe-video.server";
import { runTool } from "../core/run-tool.server";
import { jobArgs, jobLabels, jobOrder, jobTimeoutMs, type VideoJob } from "./video-job";

/** What the jobs are at: how many wait, the one running and how far it got, how many were made or failed since the start. */
export type VideoJobsStatus = { waiting: number; running?: { name: string; kind: VideoJob["kind"]; fraction: number }; made: number; failed: number };

/** A job that failed leaves this beside its target, with the reason: not tried again until the video changes (a new hash, a new folder). */
const failedMarker = (target: string) => `${target}.failed`;

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** The log says how far a long encode is at most this often. */
const progressEveryMs = 10_000;

/**
 * The background maker of videos' index-first copies and fallbacks: one ffmpeg at a time, at the
 * lowest priority (niceness 19), so pages and pictures always come first; nothing waits for it. Each
 * build says which jobs it wants (`want`); those made or failed before are skipped, those no build
 * wants any more dropped (the one running stopped). The log tells each start, progress, end, and
 * when nothing is left ("videos: nothing left to make").
 */
export class VideoJobs {
  private waiting: VideoJob[] = [];
  private running?: { job: VideoJob; fraction: number; stop: AbortController };
  private made = 0;
  private failed = 0;
  private planning: Promise<void> = Promise.resolve();
  private drained: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly tools: Promise<FfmpegTools>,
    private readonly log: { info: (line: string) => void; warn: (line: string) => void } = { info: console.log, warn: console.warn },
  ) {}

  /** The jobs the latest build wants; resolves once they are queued (not made). */
  want(jobs: readonly VideoJob[]): Promise<void> {
    this.planning = this.planning.then(() => this.plan(jobs));
    return this.planning;
  }

  /** Resolves when nothing is waiting or running: what `npm run ingest` and the tests wait for. */
  async idle(): Promise<void> {
    await this.planning;
    await this.drained;
  }

  status(): VideoJobsStatus {
    const { running } = this;
    return {
      waiting: this.waiting.length,
      running: running && { name: running.job.name, kind: running.job.kind, fraction: running.fraction },
      made: this.made,
      failed: this.failed,
    };
  }

  /** Stops the running job (its partial file removed) and forgets the rest. */
  close(): void {
    this.closed = true;
    this.waiting = [];
    this.running?.stop.abort();
  }

  private async plan(jobs: readonly VideoJob[]): Promise<void> {
    const tools = await this.tools;
    if (!tools.available || this.closed) return;
    // A video removed or changed while its copy is made: the rest of that work would be thrown away.
    if (this.running && !jobs.some((job) => job.target === this.running!.job.target)) this.running.stop.abort();
    const open: VideoJob[] = [];
    for (const job of jobOrder(jobs)) {
      if (job.target === this.running?.job.target || (await exists(job.target)) || (await exists(failedMarker(job.target)))) continue;
      open.push(job);
    }
    this.waiting = open;
    if (!this.running && open.length > 0) this.drained = this.work(tools.ffmpeg, tools.ffprobe);
  }

  private async work(ffmpeg: string, ffprobe: string): Promise<void> {
    let done = 0;
    for (let job = this.waiting.shift(); job && !this.closed; job = this.waiting.shift()) {
      const place = `${++done} of ${done + this.waiting.length}`;
      this.running = { job, fraction: 0, stop: new AbortController() };
      await this.make(job, ffmpeg, ffprobe, place);
      this.running = undefined;
    }
    if (!this.closed) this.log.info(`videos: nothing left to make (${this.made} made, ${this.failed} failed since the start)`);
  }

  private async make(job: VideoJob, ffmpeg: string, ffprobe: string, place: string): Promise<void> {
    const label = `${jobLabels[job.kind]} of ${job.name}`;
    const started = performance.now();
    this.log.info(`videos: making the ${label}${job.reason ? ` (${job.reason})` : ""}, ${place}`);
    // Named as its kind, so ffprobe reads it as one; made whole before it takes the target's name.
    const temporary = `${job.target}.${process.pid}.tmp${path.extname(job.target)}`;
    let said = started;
    let printed = "";
    const onStdout = (chunk: Buffer) => {
      printed = (printed + chunk.toString("latin1")).slice(-1024);
      this.running!.fraction = progressFraction(printed, job.facts.seconds) ?? this.running!.fraction;
      if (performance.now() - said < progressEveryMs) return;
      said = performance.now();
      this.log.info(`videos: ${label}: ${Math.round(this.running!.fraction * 100)} %`);
    };
    const { signal } = this.running!.stop;
    try {
      await mkdir(path.dirname(job.target), { recursive: true });
      await runTool(ffmpeg, jobArgs(job, temporary), { timeoutMs: jobTimeoutMs(job), maxStdoutBytes: 64 * 1024 * 1024, onStdout, niceness: 19, signal });
      await this.check(job, ffprobe, temporary);
      await renameDurably(temporary, job.target);
      this.made++;
      this.log.info(`videos: made the ${label} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    } catch (error) {
      await rm(temporary, { force: true });
      if (signal.aborted) {
        if (!this.closed) this.log.info(`videos: stopped the ${label}: its video is gone or changed`);
        return;
      }
      this.failed++;
      const reason = (error as Error).message;
      await writeFileAtomic(failedMarker(job.target), reason).catch(() => undefined);
      this.log.warn(logLine("VIDEO_CONVERT_FAILED", job.source, `the ${jobLabels[job.kind]} could not be made (${reason}): the original is served alone`));
    }
  }

  /** What ffmpeg wrote is the whole clip (not cut short by its size limit) and, for a copy, index first. */
  private async check(job: VideoJob, ffprobe: string, file: string): Promise<void> {
    const facts = await probeVideo(ffprobe, file);
    if ("refused" in facts) throw new Error(`what ffmpeg wrote is no video: ${facts.refused}`);
    if (facts.seconds < job.facts.seconds * 0.9)
      throw new Error(`stopped at ${facts.seconds.toFixed(1)} s of ${job.facts.seconds.toFixed(1)} s (over its size limit)`);
    if (facts.moov !== "start") throw new Error("its index is not first");
  }
}
