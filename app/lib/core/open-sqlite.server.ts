import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

const busyTimeoutMs = 5000;
/**
 * The WAL file is cut back to this after a checkpoint empties it. Without a limit it keeps the size
 * of its largest transaction ever (a big delete, a crowd's group commit) for good; 16 MB is four
 * times what it holds between the automatic checkpoints (1,000 pages).
 */
const journalSizeLimitBytes = 16 * 1024 * 1024;
const switchAttempts = 50;
const switchPauseMs = 100;

/**
 * Opens a SQLite file for several processes at once (app nodes sharing DATA_DIR, `npm run ingest`
 * beside the server): WAL, NORMAL sync, a 5 s busy timeout, the WAL's size bounded. Two processes
 * switching a new file to WAL together can deadlock; SQLite then answers SQLITE_BUSY at once
 * instead of waiting, so that switch is retried. Once one process has switched it, the mode is
 * stored in the file.
 */
export function openSqlite(file: string): Database.Database {
  const db = new Database(file, { timeout: busyTimeoutMs });
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        db.pragma("journal_mode = WAL");
        break;
      } catch (error) {
        if ((error as { code?: unknown }).code !== "SQLITE_BUSY" || attempt === switchAttempts) throw error;
        pauseSync(switchPauseMs);
      }
    }
    db.pragma("synchronous = NORMAL");
    db.pragma(`journal_size_limit = ${journalSizeLimitBytes}`);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** Opening happens once, at start-up, before anything else can run: a blocking pause is fine. */
function pauseSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * A store on a SQLite file (its folder made if need be): `make` prepares its schema and statements
 * on the open file, which is closed again if that throws, so a failed open leaves no handle behind.
 */
export function openSqliteStore<T>(file: string, make: (db: Database.Database) => T): T {
  mkdirSync(path.dirname(file), { recursive: true });
  const db = openSqlite(file);
  try {
    return make(db);
  } catch (error) {
    db.close();
    throw error;
  }
}
