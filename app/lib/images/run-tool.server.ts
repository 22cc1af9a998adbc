import { execFile } from "node:child_process";
import { access, constants } from "node:fs/promises";
import path from "node:path";

/** How long a tool may run and how much it may print before it is stopped. */
export type ToolLimits = { timeoutMs: number; maxOutputBytes: number };

/**
 * The tool was stopped for its time, or could not start (gone, out of processes): a fact about the
 * machine at that moment, not the file, so it is not remembered and the next build tries again.
 */
export class ToolStopped extends Error {}

/**
 * Runs a program with its arguments as an array (no shell: a file name is never read as a
 * command), bounded in time and output; killed (SIGKILL) past either. Rejects with the tool's name
 * and the first line it printed on stderr, which is what the owner's log shows.
 */
export function runTool(file: string, args: readonly string[], { timeoutMs, maxOutputBytes }: ToolLimits): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      file,
      args,
      { timeout: timeoutMs, maxBuffer: maxOutputBytes, killSignal: "SIGKILL", encoding: "utf8", windowsHide: true },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        const said = stderr.split("\n").find((line) => line.trim() !== "");
        // A spawn error has a string code (ENOENT, EAGAIN); an exit, a number.
        const notStarted = typeof error.code === "string" && error.code !== "ERR_CHILD_PROCESS_STDIO_MAXBUFFER";
        if (notStarted || error.killed) {
          return reject(new ToolStopped(`${path.basename(file)}: ${notStarted ? `could not start (${error.code})` : `stopped after ${timeoutMs} ms`}`));
        }
        const reason =
          error.code === "ERR_CHILD_PROCESS_STDIO_MAXBUFFER" ? `printed over ${maxOutputBytes} bytes` : (said?.trim() ?? error.message.split("\n")[0]);
        reject(new Error(`${path.basename(file)}: ${reason}`));
      },
    );
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
