import { logLine } from "../core/errors";
import { runTool } from "../core/run-tool.server";

/**
 * ffmpeg and ffprobe as found on the PATH, never bundled: Debian's `ffmpeg` package (with its
 * patent-encumbered decoders) is the system's to install. Without them videos are still listed,
 * with what their names say.
 */
export type FfmpegTools = { available: true; ffprobe: string; ffmpeg: string } | { available: false; missing: string[] };

async function found(command: string): Promise<boolean> {
  try {
    await runTool(command, ["-version"], { timeoutMs: 10_000, maxStdoutBytes: 1024 * 1024 });
    return true;
  } catch {
    return false;
  }
}

/** Looks once for both programs (the answer holds until the server restarts). */
export async function findFfmpegTools(): Promise<FfmpegTools> {
  const [ffprobe, ffmpeg] = await Promise.all([found("ffprobe"), found("ffmpeg")]);
  if (ffprobe && ffmpeg) return { available: true, ffprobe: "ffprobe", ffmpeg: "ffmpeg" };
  return { available: false, missing: [...(ffprobe ? [] : ["ffprobe"]), ...(ffmpeg ? [] : ["ffmpeg"])] };
}

/** The one log line an owner without ffmpeg reads: what is missing, what it costs, how to install it. */
export function ffmpegMissingLine(tools: Extract<FfmpegTools, { available: false }>): string {
  return logLine(
    "FFMPEG_MISSING",
    "PATH",
    `${tools.missing.join(" and ")} not found: videos are listed without poster, size or H.264 fallback. ` +
      "Install Debian's ffmpeg (sudo apt-get install ffmpeg, or your system's package) and restart",
  );
}
