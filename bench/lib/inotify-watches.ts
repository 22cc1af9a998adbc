import { readdir, readFile, readlink } from "node:fs/promises";

/**
 * How many inotify watches a process holds (the "inotify wd:" lines of its inotify descriptors'
 * fdinfo): what counts against fs.inotify.max_user_watches. Linux only.
 */
export async function inotifyWatches(pid: number): Promise<number> {
  let count = 0;
  for (const fd of await readdir(`/proc/${pid}/fd`)) {
    const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => "");
    if (target !== "anon_inode:inotify") continue;
    const info = await readFile(`/proc/${pid}/fdinfo/${fd}`, "utf8");
    count += info.split("\n").filter((line) => line.startsWith("inotify wd:")).length;
  }
  return count;
}
