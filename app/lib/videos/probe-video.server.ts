import path from "node:path";
import { ffprobeArgs } from "./ffmpeg-args";
import { ffprobeOutputSchema } from "./ffprobe-output";
import { moovPosition } from "./moov-position.server";
import { runTool } from "../core/run-tool.server";
import { videoFacts, type VideoFacts } from "./video-facts";

/** ffprobe of a whole file answers in a fraction of a second; a damaged one that sends it searching gets this long. */
const probeLimits = { timeoutMs: 30_000, maxStdoutBytes: 4 * 1024 * 1024 };

/** One video's facts from ffprobe (its JSON validated: it is the owner's file speaking) and its box order, or why it is none. */
export async function probeVideo(ffprobe: string, file: string): Promise<VideoFacts | { refused: string }> {
  const output = await runTool(ffprobe, ffprobeArgs(file), probeLimits);
  let json: unknown;
  try {
    json = JSON.parse(output.toString("utf8"));
  } catch {
    return { refused: "ffprobe's answer is not JSON" };
  }
  const parsed = ffprobeOutputSchema.safeParse(json);
  if (!parsed.success) return { refused: "ffprobe found no streams" };
  const moov = path.extname(file).toLowerCase() === ".webm" ? undefined : await moovPosition(file);
  return videoFacts(parsed.data, path.basename(file), moov);
}
