import { watch, type FSWatcher } from "node:fs";

export type FolderWatch = {
  /** Watches exactly these folders from now on: new ones are added, vanished ones let go. True if any was added. */
  follow: (dirs: readonly string[]) => boolean;
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
  const follow = (dirs: readonly string[]) => {
    const wanted = new Set(dirs);
    let added = false;
    for (const [dir, watcher] of watchers) {
      if (wanted.has(dir)) continue;
      watcher.close();
      watchers.delete(dir);
    }
    for (const dir of wanted) {
      if (watchers.has(dir)) continue;
      try {
        const watcher = watch(dir, onChange);
        // A folder that goes away ends its watch; the rebuild its removal causes follows the new tree.
        watcher.on("error", () => {
          watcher.close();
          if (watchers.get(dir) === watcher) watchers.delete(dir);
        });
        watchers.set(dir, watcher);
        added = true;
      } catch {
        // Gone since the scan: the next build's list no longer names it.
      }
    }
    return added;
  };
  const close = () => {
    for (const watcher of watchers.values()) watcher.close();
    watchers.clear();
  };
  return { follow, close };
}
