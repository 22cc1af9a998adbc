import { spawn } from "node:child_process";
import { access, constants } from "node:fs/promises";
import { setPriority } from "node:os";
import path from "node:path";

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

/**
 * The program was stopped for its time, or could not start: a fact about the machine at that moment,
 * not about the file it was given, so no caller remembers it as the file's (the next build tries again).
 */
export class ToolStopped extends Error {}

/** The program is not on the PATH (spawn's ENOENT). */
export class ToolMissing extends ToolStopped {}

/**
 * Runs a program with an argument array (no shell: a file name is never a command), bounded in time
 * and output, killed (SIGKILL) past either. Resolves with its stdout when it exits with 0; otherwise
 * rejects with the program's name and the last line it printed, or why it was stopped.
 */
export function runTool(command: string, args: readonly string[], limits: ToolLimits): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], shell: false });
    const chunks: Buffer[] = [];
    let stdoutBytes = 0;
    let stderr = "";
    const name = path.basename(command);
    let stopped: Error | undefined;
    const stop = (reason: Error) => {
      stopped ??= reason;
      child.kill("SIGKILL");
    };
    const timer = setTimeout(() => stop(new ToolStopped(`${name}: stopped after ${limits.timeoutMs} ms`)), limits.timeoutMs);
    const abort = () => stop(new Error(`${name}: stopped`));
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
      if (stdoutBytes > limits.maxStdoutBytes) return stop(new Error(`${name}: printed over ${limits.maxStdoutBytes} bytes`));
      if (limits.onStdout) limits.onStdout(chunk);
      else chunks.push(chunk);
    });
    child.stderr.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString("utf8")).slice(-stderrKept)));
    child.once("error", (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      // ENOENT: not there; EACCES, EAGAIN: there, but not started now.
      reject(error.code === "ENOENT" ? new ToolMissing(`${name} is not on the PATH`) : new ToolStopped(`${name}: could not start (${error.code})`));
    });
    child.once("close", (code) => {
      clearTimeout(timer);
      limits.signal?.removeEventListener("abort", abort);
      if (code === 0 && !stopped) return resolve(Buffer.concat(chunks));
      const said = stderr.trim().split("\n").at(-1)?.trim();
      reject(stopped ?? new Error(`${name}: ${said || `exited with ${code}`}`));
    });
  });
}

/** The first executable of this name in the PATH's folders, as a shell would find it; undefined when none. */
export async function findOnPath(name: string, searchPath = process.env.PATH ?? ""): Promise<string | undefined> {
  for (const folder of searchPath.split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(folder, name);
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not here: the next folder.
    }
  }
  return undefined;
}
