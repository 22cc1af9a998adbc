import { setImmediate as nextTurn } from "node:timers/promises";
import type Database from "better-sqlite3";
import { logLine } from "../../../core/errors";

/** Pages handed back per step: 500 (2 MB) took a median of 1 ms, the slowest 25 ms, on a busy 2-core machine. */
const pagesPerStep = 500;
const incremental = 2;

/**
 * Makes the file one that can give deleted space back: auto_vacuum=INCREMENTAL, under which freed
 * pages can be returned to the disk a few at a time. The mode can only be chosen by a VACUUM (the
 * switch to WAL has already written the file's header), which rewrites the whole file: instant for
 * a new file; for one made before, once, at start-up, before the server listens, about 11 s a GB
 * (240 MB in 2.7 s on a busy 2-core machine), needing up to twice the file's size in free disk
 * meanwhile (a temporary copy, then the WAL). Should it fail (the disk full, the file busy),
 * deletions still work and their space is reused by new events; the next start tries again.
 */
export function enableIncrementalVacuum(db: Database.Database, file: string): void {
  if (db.pragma("auto_vacuum", { simple: true }) === incremental) return;
  const bytes = (db.pragma("page_count", { simple: true }) as number) * (db.pragma("page_size", { simple: true }) as number);
  const started = performance.now();
  try {
    db.pragma("auto_vacuum = INCREMENTAL");
    db.exec("VACUUM");
    // The rewrite went through the WAL: as large as the file, until a checkpoint empties it.
    db.pragma("wal_checkpoint(TRUNCATE)");
  } catch (error) {
    console.error(logLine("ANALYTICS_VACUUM_FAILED", file, `${(error as Error).message}; tried again at the next start`));
    return;
  }
  // A new file has nothing to tell; one made before is worth a line, with what it cost.
  if (bytes > 64 * 1024)
    console.log(
      `analytics: ${file} converted to give deleted space back (${(bytes / 1e6).toFixed(0)} MB in ${((performance.now() - started) / 1000).toFixed(1)} s, once)`,
    );
}

/**
 * Returns the file's free pages to the disk a step at a time, letting the event loop turn between
 * steps, then checkpoints the WAL into the shortened file and empties it (TRUNCATE).
 */
export async function releaseFreePages(db: Database.Database): Promise<void> {
  if (db.pragma("auto_vacuum", { simple: true }) !== incremental) return;
  for (let free = db.pragma("freelist_count", { simple: true }) as number; free > 0;) {
    db.pragma(`incremental_vacuum(${pagesPerStep})`);
    await nextTurn();
    const left = db.pragma("freelist_count", { simple: true }) as number;
    // Inserts between steps take free pages too; a step that frees nothing means nothing more can be.
    if (left >= free) break;
    free = left;
  }
  db.pragma("wal_checkpoint(TRUNCATE)");
}
