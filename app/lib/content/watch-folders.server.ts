import { watch, type FSWatcher } from "node:fs";

export type FolderWatch = {
  /** Watches this folder from now on; called before the folder is read, so no later change is missed. */
  add: (dir: string) => void;
  /** Lets go of every folder but these (the ones the last build found). */
  keepOnly: (dirs: readonly string[]) => void;
  close: () => void;
};

/**
 * Watches folders each on its own, not recursively: on Linux a folder's watch reports its files'
 * changes too. Node 20's recursive watch walks the whole tree synchronously there and keeps a
 * watch, a Stats and a watcher object per file: about 4 s of blocked event loop and 70 MB at
 * 20,000 pictures (docs/benchmarks.md, Large libraries).
 */
export function watchFolders(onChange: () => void): FolderWatch {
  const watchers = new Map<string, FSWatcher>();
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
    } catch {
      // Gone, or not a folder: the scan finds nothing there either.
    }
  };
  const keepOnly = (dirs: readonly string[]) => {
    const kept = new Set(dirs);
    for (const [dir, watcher] of watchers) {
      if (kept.has(dir)) continue;
      watcher.close();
      watchers.delete(dir);
    }
  };
  const close = () => {
    for (const watcher of watchers.values()) watcher.close();
    watchers.clear();
  };
  return { add, keepOnly, close };
}
