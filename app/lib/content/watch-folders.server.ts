import { statSync, watch as fsWatch, type FSWatcher } from "node:fs";
import { stat } from "node:fs/promises";
import { mapWithConcurrency } from "../core/concurrency";
import { logLine } from "../core/errors";

export type FolderWatch = {
  /** Watches this folder from now on; called before the folder is read, so no later change is missed. */
  add: (dir: string) => void;
  /** Lets go of every folder but these (the ones the last build found); says once if some could not be watched. */
  keepOnly: (dirs: readonly string[]) => void;
  close: () => void;
};

type Watch = (dir: string, listener: () => void) => FSWatcher;

/** What to raise, per error of a watch past the system's limits (inotify's max_user_watches, or its instances or open files). */
const limits: Record<string, string> = {
  ENOSPC:
    "the system's limit of inotify watches is reached. To watch them all, raise it: sysctl fs.inotify.max_user_watches=524288 (on the host, for a container)",
  EMFILE: "the system's limit of inotify instances or open files is reached. To watch them all, raise fs.inotify.max_user_instances (sysctl) or ulimit -n",
};

/** How often folders past the limit are looked at: a stat each, about 0.1 s of CPU for 4,000 folders (1 % of a core). */
const defaultPollMs = 10_000;

/** A folder's modification time (names added, removed or renamed in it), or -1 once it is gone. */
const mtimeOf = (dir: string) => statSync(dir, { throwIfNoEntry: false })?.mtimeMs ?? -1;

/**
 * Watches folders each on its own, not recursively: on Linux a folder's watch reports its files'
 * changes too. Node 20's recursive watch walks the whole tree synchronously there and keeps a
 * watch, a Stats and a watcher object per file: about 4 s of blocked event loop and 70 MB at
 * 20,000 pictures (docs/benchmarks.md, Large libraries).
 * A folder over the system's limit of watches is polled instead: its modification time every
 * `pollMs`, which sees pictures and folders added, removed or renamed (not a file rewritten in
 * place). Each build that meets the limit says so in one line, and tries those folders again.
 */
export function watchFolders(onChange: () => void, watch: Watch = fsWatch, pollMs = defaultPollMs): FolderWatch {
  const watchers = new Map<string, FSWatcher>();
  /** Folders past the limit, with their modification time when last read or looked at. */
  const polled = new Map<string, number>();
  let limitCode: string | undefined;
  let limitReported = false;
  let poller: NodeJS.Timeout | undefined;
  let polling = false;
  const poll = async () => {
    if (polling) return;
    polling = true;
    try {
      const dirs = [...polled.keys()];
      const now = await mapWithConcurrency(dirs, 8, (dir) =>
        stat(dir).then(
          (stats) => stats.mtimeMs,
          () => -1,
        ),
      );
      let changed = false;
      for (const [i, dir] of dirs.entries()) {
        const before = polled.get(dir);
        // Let go of (keepOnly) while looked at: not this poll's to report.
        if (before === undefined || before === now[i]) continue;
        polled.set(dir, now[i]!);
        changed = true;
      }
      if (changed) onChange();
    } finally {
      polling = false;
    }
  };
  const add = (dir: string) => {
    if (watchers.has(dir)) return;
    try {
      const watcher = watch(dir, onChange);
      // A folder that goes away ends its watch; the rebuild its removal causes reads the tree again.
      watcher.on("error", () => {
        watcher.close();
        if (watchers.get(dir) === watcher) watchers.delete(dir);
      });
      watchers.set(dir, watcher);
      polled.delete(dir);
    } catch (error) {
      // Gone, or not a folder: the scan finds nothing there either. Over the limit: polled, and said after the build.
      const code = (error as NodeJS.ErrnoException).code ?? "";
      if (!(code in limits)) return;
      limitCode = code;
      // Before the folder is read, as a watch would start: a change after this is found by the next poll.
      polled.set(dir, mtimeOf(dir));
      poller ??= setInterval(() => void poll(), pollMs).unref();
    }
  };
  const keepOnly = (dirs: readonly string[]) => {
    const kept = new Set(dirs);
    for (const [dir, watcher] of watchers) {
      if (kept.has(dir)) continue;
      watcher.close();
      watchers.delete(dir);
    }
    for (const dir of polled.keys()) if (!kept.has(dir)) polled.delete(dir);
    if (polled.size === 0) {
      clearInterval(poller);
      poller = undefined;
    }
    // Once while the limit holds: a rebuild that meets it again adds nothing new to say.
    if (polled.size > 0 && !limitReported) {
      const first = polled.keys().next().value!;
      console.error(
        logLine(
          "CONTENT_WATCH_LIMITED",
          first,
          `this and ${polled.size - 1} more folders cannot be watched (${watchers.size} are): ${limits[limitCode!]}. ` +
            `The site serves them, and looks for changes in them every ${pollMs / 1000} s instead`,
        ),
      );
    }
    limitReported = polled.size > 0;
  };
  const close = () => {
    for (const watcher of watchers.values()) watcher.close();
    watchers.clear();
    polled.clear();
    clearInterval(poller);
    poller = undefined;
  };
  return { add, keepOnly, close };
}
