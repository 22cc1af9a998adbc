import { watch as fsWatch, type FSWatcher } from "node:fs";
import { logLine } from "../core/errors";

export type FolderWatch = {
  /** Watches this folder from now on; called before the folder is read, so no later change is missed. */
  add: (dir: string) => void;
  /** Lets go of every folder but these (the ones the last build found); says once if some could not be watched. */
  keepOnly: (dirs: readonly string[]) => void;
  close: () => void;
};

type Watch = (dir: string, listener: () => void) => FSWatcher;

/** The system's limits on watches: ENOSPC is inotify's max_user_watches, EMFILE its instances or open files. */
const limitCodes = new Set(["ENOSPC", "EMFILE"]);

/**
 * Watches folders each on its own, not recursively: on Linux a folder's watch reports its files'
 * changes too. Node 20's recursive watch walks the whole tree synchronously there and keeps a
 * watch, a Stats and a watcher object per file: about 4 s of blocked event loop and 70 MB at
 * 20,000 pictures (docs/benchmarks.md, Large libraries).
 * A folder over the system's limit of watches is left unwatched (the site still serves it); each
 * build that meets the limit says so in one line, and the next build tries those folders again.
 */
export function watchFolders(onChange: () => void, watch: Watch = fsWatch): FolderWatch {
  const watchers = new Map<string, FSWatcher>();
  const overLimit = new Set<string>();
  let limitReported = false;
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
      overLimit.delete(dir);
    } catch (error) {
      // Gone, or not a folder: the scan finds nothing there either. Over the limit: said after the build.
      if (limitCodes.has((error as NodeJS.ErrnoException).code ?? "")) overLimit.add(dir);
    }
  };
  const keepOnly = (dirs: readonly string[]) => {
    const kept = new Set(dirs);
    for (const [dir, watcher] of watchers) {
      if (kept.has(dir)) continue;
      watcher.close();
      watchers.delete(dir);
    }
    for (const dir of overLimit) if (!kept.has(dir)) overLimit.delete(dir);
    // Once while the limit holds: a rebuild that meets it again adds nothing new to say.
    if (overLimit.size > 0 && !limitReported) {
      const first = overLimit.values().next().value!;
      console.error(
        logLine(
          "CONTENT_WATCH_LIMITED",
          first,
          `this and ${overLimit.size - 1} more folders cannot be watched: the system's limit of watches is reached (${watchers.size} held). ` +
            "The site serves them, but their changes show only after a restart or a change in a watched folder. Raise fs.inotify.max_user_watches (sysctl)",
        ),
      );
    }
    limitReported = overLimit.size > 0;
  };
  const close = () => {
    for (const watcher of watchers.values()) watcher.close();
    watchers.clear();
    overLimit.clear();
  };
  return { add, keepOnly, close };
}
