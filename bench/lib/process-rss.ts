import { readFile } from "node:fs/promises";

/** A process's resident set (VmRSS of /proc/<pid>/status) in bytes; Linux only. */
export async function processRss(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (kilobytes === undefined) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return Number(kilobytes) * 1024;
}

/** The process's CPU time so far (utime + stime of /proc/<pid>/stat), in seconds. */
async function cpuSeconds(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, "utf8")).split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * The resident set once the process rests: five seconds in a row using under 2 % of a core (the
 * requests a load left behind finished, the garbage collector's idle work done), two minutes at most.
 */
export async function restingRss(pid: number): Promise<number> {
  let quiet = 0;
  let last = await cpuSeconds(pid);
  for (const started = Date.now(); quiet < 5 && Date.now() - started < 120_000;) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now = await cpuSeconds(pid);
    quiet = now - last < 0.02 ? quiet + 1 : 0;
    last = now;
  }
  return processRss(pid);
}
