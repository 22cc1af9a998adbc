import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

export type SpawnedServer = {
  child: ChildProcess;
  /** Resolves with the exit code once the process ends. */
  exited: Promise<number | null>;
  /** Everything it printed so far, stdout and stderr. */
  output: () => string;
  /**
   * Resolves once it listens and its site is built (it listens first and says "site ready: …" when
   * the build is done); rejects if it exits or does not get there in time.
   */
  listening: (timeoutMs?: number) => Promise<void>;
};

const projectRoot = path.join(import.meta.dirname, "..", "..");
const serverFile = path.join(projectRoot, "build", "server.js");
const serveScript = () => (JSON.parse(readFileSync(path.join(projectRoot, "package.json"), "utf8")) as { scripts: { serve: string } }).scripts.serve;

/**
 * Starts the built app (`build/server.js`, by its absolute path) in production mode on 127.0.0.1
 * with these settings, from `cwd` if given; `asServe`: by package.json's `serve` script itself (its
 * memory settings; the script execs node, so the child is the server), as a bench measuring memory needs.
 */
export function spawnServer(env: Record<string, string>, options: { cwd?: string; asServe?: boolean } = {}): SpawnedServer {
  const [command, args] = options.asServe ? ["sh", ["-c", serveScript()]] : [process.execPath, [serverFile]];
  const child = spawn(command, args, {
    cwd: options.asServe ? projectRoot : options.cwd,
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const listening = async (timeoutMs = 30_000) => {
    for (const started = Date.now(); !(output.includes("serving") && output.includes("site ready: ")); await new Promise((r) => setTimeout(r, 100))) {
      if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
      if (Date.now() - started > timeoutMs) throw new Error(`server did not start: ${output}`);
    }
  };
  return { child, exited, output: () => output, listening };
}
