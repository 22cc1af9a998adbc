import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { z } from "zod/v4";
import type { SourceIndex } from "../images/source-index.server";
import { derivedVideoFiles, type DerivedVideoFiles } from "./derived-video-files";
import type { FfmpegTools } from "./ffmpeg-tools.server";
import { containerOf } from "./is-video-file";
import { madePoster, makePoster, posterFactsSchema, type PosterFacts } from "./make-poster.server";
import { probeVideo } from "./probe-video.server";
import { ToolStopped } from "../core/run-tool.server";
import { videoFactsSchema, type VideoFacts } from "./video-facts";

/** What the source index keeps of a video: its facts and its poster, or why no poster could be made. */
const videoEntrySchema = z.object({ facts: videoFactsSchema, poster: posterFactsSchema.optional(), posterError: z.string().optional() });
type VideoEntry = z.infer<typeof videoEntrySchema>;

/**
 * One video as the build knows it: read (its facts, its poster, the files made of it), unread (no
 * ffmpeg: what its name says is all there is), or refused (not a video Vitrine can show, and why).
 */
export type VideoProbe =
  | { state: "read"; hash: string; bytes: number; firstSeen: number; facts: VideoFacts; poster?: PosterFacts; posterError?: string; files: DerivedVideoFiles }
  | { state: "unread" }
  | { state: "refused"; error: string };

/** The content hash of a file of any size, read as a stream (a clip can be gigabytes: never in memory whole). */
async function hashFile(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file, { highWaterMark: 1024 * 1024 })) hash.update(chunk as Buffer);
  return hash.digest("hex").slice(0, 24);
}

/** A failure of the machine, not the file (ffmpeg gone, too slow on a busy machine): tried again at the next build, never recorded. */
const passing = (error: unknown) => error instanceof ToolStopped;
const firstLine = (error: unknown) => ((error as Error).message ?? String(error)).split("\n")[0] ?? "unknown error";

/**
 * A video through the source index, as pictures are: a rebuild with nothing changed costs one stat
 * (and one of its poster). A new or changed file is hashed, probed and given its poster once.
 */
export async function probeVideoSource(file: string, index: SourceIndex, tools: FfmpegTools, dataDir: string): Promise<VideoProbe> {
  if (!tools.available) return { state: "unread" };
  const stats = await stat(file).catch((error: Error) => error);
  if (stats instanceof Error) return { state: "refused", error: firstLine(stats) };
  const known = index.lookup(file, stats);
  if (known?.error) return { state: "refused", error: known.error };
  const kept = videoEntrySchema.safeParse(known?.video);
  const recorded = kept.success ? kept.data : undefined;
  const hash = known?.hash ?? (await hashFile(file));
  const files = derivedVideoFiles(dataDir, hash, containerOf(file));
  const record = (fields: { error: string } | { video: VideoEntry }) => index.record(file, { size: stats.size, mtimeMs: stats.mtimeMs, hash, ...fields });
  let entry = recorded;
  try {
    if (!entry) {
      const facts = await probeVideo(tools.ffprobe, file);
      if ("refused" in facts) {
        record({ error: facts.refused });
        return { state: "refused", error: facts.refused };
      }
      entry = { facts };
    }
    // A poster whose file went (a cleared cache) is made again; one that could not be made is not tried until the file changes.
    if (!entry.posterError && !(entry.poster && (await exists(files.poster)))) entry = await withPoster(entry, tools.ffmpeg, file, files.poster);
  } catch (error) {
    if (!passing(error)) record({ error: firstLine(error) });
    return { state: "refused", error: firstLine(error) };
  }
  if (entry !== recorded) record({ video: entry });
  const { firstSeen } = index.lookup(file, stats)!;
  return { state: "read", hash, bytes: stats.size, firstSeen, ...entry, files };
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

async function withPoster(entry: VideoEntry, ffmpeg: string, file: string, target: string): Promise<VideoEntry> {
  try {
    return { facts: entry.facts, poster: (await madePoster(target)) ?? (await makePoster(ffmpeg, file, entry.facts, target)) };
  } catch (error) {
    if (passing(error)) throw error;
    return { facts: entry.facts, posterError: firstLine(error) };
  }
}
