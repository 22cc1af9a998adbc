import { spawn } from "node:child_process";
import { setPriority } from "node:os";

export type ToolLimits = {
  /** Killed past this, however far it got. */
  timeoutMs: number;
  /** Killed when its stdout grows past this (kept whole only without `onStdout`). */
  maxStdoutBytes: number;
  /** Read as it comes (ffmpeg's -progress lines) instead of kept. */
  onStdout?: (chunk: Buffer) => void;
  /** 19: the lowest priority, so pages and pictures come first whenever the cores are wanted. */
  niceness?: number;
  signal?: AbortSignal;
};

/** Of stderr, only the last lines are kept: the reason of a failure, however much it printed before. */
const stderrKept = 4096;

/** The program is not on the PATH (spawn's ENOENT). */
export class ToolMissing extends Error {}

/**
 * Runs a program with an argument array (no shell: a file name is never a command), bounded in time
 * and output. Resolves with its stdout when it exits with 0; otherwise rejects with the last line it
 * printed, or why it was stopped.
 */
export function runTool(command: string, args: readonly string[], limits: ToolLimits): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], shell: false });
    const chunks: Buffer[] = [];
    let stdoutBytes = 0;
    let stderr = "";
    let stopped: string | undefined;
    const stop = (reason: string) => {
      stopped ??= reason;
      child.kill("SIGKILL");
    };
    const timer = setTimeout(() => stop(`took over ${Math.round(limits.timeoutMs / 1000)} s`), limits.timeoutMs);
    const abort = () => stop("stopped");
    limits.signal?.addEventListener("abort", abort, { once: true });
    if (limits.signal?.aborted) abort();
    child.once("spawn", () => {
      // Lowered once running: the moment before is a few milliseconds of ordinary priority.
      try {
        if (limits.niceness && child.pid) setPriority(child.pid, limits.niceness);
      } catch {
        // It has exited already.
      }
    });
    child.stdout.on("data", (chunk: Buffer) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes > limits.maxStdoutBytes) return stop(`printed over ${limits.maxStdoutBytes} bytes`);
      if (limits.onStdout) limits.onStdout(chunk);
      else chunks.push(chunk);
    });
    child.stderr.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString("utf8")).slice(-stderrKept)));
    child.once("error", (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(error.code === "ENOENT" ? new ToolMissing(`${command} is not on the PATH`) : error);
    });
    child.once("close", (code) => {
      clearTimeout(timer);
      limits.signal?.removeEventListener("abort", abort);
      if (code === 0 && !stopped) return resolve(Buffer.concat(chunks));
      const said = stderr.trim().split("\n").at(-1)?.trim();
      reject(new Error(stopped ?? (said || `${command} exited with ${code}`)));
    });
  });
}
