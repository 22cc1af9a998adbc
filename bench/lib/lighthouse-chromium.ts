import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { chromiumArgs, chromiumPath } from "../../tests/harness/chromium";

export type LighthouseChromium = { port: number; stop: () => Promise<void> };

/**
 * Debian's Chromium with the harness's flags, headless, in a profile of its own (a first visit:
 * nothing cached, no cookies), its DevTools port for Lighthouse to drive. Started in a process
 * group of its own, so that stopping it (or this process exiting) ends its renderers too.
 */
export async function launchLighthouseChromium(): Promise<LighthouseChromium> {
  const profile = await mkdtemp(path.join(os.tmpdir(), "vitrine-phone-profile-"));
  const child = spawn(chromiumPath, [...chromiumArgs, "--headless", "--remote-debugging-port=0", `--user-data-dir=${profile}`, "about:blank"], {
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
  });
  // "error": it could not be started at all.
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()).once("error", () => resolve()));
  /** Signals the whole group; false once none of it is left. */
  const signalGroup = (signal: NodeJS.Signals | 0) => {
    try {
      return process.kill(-child.pid!, signal);
    } catch {
      return false;
    }
  };
  const killOnExit = () => signalGroup("SIGKILL");
  process.once("exit", killOnExit);
  const stop = async () => {
    process.off("exit", killOnExit);
    signalGroup("SIGTERM");
    await exited;
    // Its helpers outlive the browser's own process by a moment, and would write into the profile again.
    for (const started = Date.now(); signalGroup(0) && Date.now() - started < 10_000;) await new Promise((resolve) => setTimeout(resolve, 50));
    signalGroup("SIGKILL");
    await rm(profile, { recursive: true, force: true });
  };
  let output = "";
  try {
    // Port 0: Chromium picks a free one and says which on stderr.
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Chromium did not open its DevTools port: ${output}`)), 60_000);
      const read = (chunk: Buffer) => {
        output += chunk;
        const found = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
        if (!found) return;
        // What it says later is let through unread.
        child.stderr!.off("data", read);
        clearTimeout(timer);
        resolve(Number(found[1]));
      };
      child.stderr!.on("data", read);
      void exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`Chromium stopped: ${output}`));
      });
    });
    return { port, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
