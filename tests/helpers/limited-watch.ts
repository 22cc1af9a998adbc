import { watch, type FSWatcher } from "node:fs";

/**
 * Real watches up to `limit`, then the error inotify gives past max_user_watches: the machine's own
 * limit is its whole setting, so tests in one process meet a limit of their own this way.
 */
export function limitedWatch(limit: number) {
  let held = 0;
  return (dir: string, listener: () => void): FSWatcher => {
    if (held >= limit) throw Object.assign(new Error(`ENOSPC: System limit for number of file watchers reached, watch '${dir}'`), { code: "ENOSPC" });
    held++;
    return watch(dir, listener);
  };
}
