import { readFile } from "node:fs/promises";
import { z } from "zod/v4";
import { writeFileAtomic } from "../core/fs-atomic.server";
import { probeImage } from "../images/probe.server";
import { contentHash } from "../images/prober.server";
import sharp from "../images/sharp.server";
import { posterArgs } from "./ffmpeg-args";
import { isBlackFrame, posterTimes } from "./poster-frame";
import { runTool } from "../core/run-tool.server";
import type { VideoFacts } from "./video-facts";

/** A poster frame as a picture: its own content hash (its derivatives' name), size and placeholder. */
export const posterFactsSchema = z.object({ hash: z.string(), width: z.number().int().positive(), height: z.number().int().positive(), thumbhash: z.string() });
export type PosterFacts = z.infer<typeof posterFactsSchema>;

/** A frame of even an 8K clip as a JPEG is a few megabytes; a seek past a broken index is given this long. */
const frameLimits = { timeoutMs: 60_000, maxStdoutBytes: 32 * 1024 * 1024 };

async function posterOf(bytes: Buffer): Promise<PosterFacts> {
  const { width, height, thumbhash } = await probeImage(bytes);
  return { hash: contentHash(bytes), width, height, thumbhash };
}

/** The poster already made for this content, if its file is there. */
export async function madePoster(target: string): Promise<PosterFacts | undefined> {
  const bytes = await readFile(target).catch(() => undefined);
  return bytes && posterOf(bytes);
}

/**
 * Takes the poster frame (poster-frame.ts: about a second in, another when it is black), writes it
 * to `target` as a JPEG, for the derivative pipeline to make its sizes and formats of as of any
 * picture. Rejects when no frame decodes.
 */
export async function makePoster(ffmpeg: string, file: string, facts: Pick<VideoFacts, "seconds" | "dynamicRange">, target: string): Promise<PosterFacts> {
  let chosen: Buffer | undefined;
  for (const time of posterTimes(facts.seconds)) {
    const frame = await runTool(ffmpeg, posterArgs(file, time, facts.dynamicRange), frameLimits);
    if (frame.length === 0) continue;
    chosen = frame;
    const { channels } = await sharp(frame).stats();
    if (!isBlackFrame(channels)) break;
  }
  if (!chosen) throw new Error("no frame decodes");
  await writeFileAtomic(target, chosen);
  return posterOf(chosen);
}
