import { spawn } from "node:child_process";
import { once } from "node:events";

/**
 * Makes the demo in a process of its own, which ends when it is done. Rendering its pictures churns
 * gigabytes of native memory: the server, started with glibc's settings for a small resident size
 * (package.json's serve), would pay in time (90 s instead of 7, measured), and without them would
 * keep some 300 MB it no longer uses. The child runs with the allocator's defaults.
 */
export async function makeDemoApart(script: string, dir: string): Promise<void> {
  const { MALLOC_MMAP_THRESHOLD_: _threshold, MALLOC_ARENA_MAX: _arenas, ...env } = process.env;
  const child = spawn(process.execPath, [script, dir], { env, stdio: "inherit" });
  const [code] = (await once(child, "exit")) as [number | null];
  if (code !== 0) throw new Error(`the demo could not be made in ${dir} (exit ${code})`);
}
