import Database from "better-sqlite3";

const busyTimeoutMs = 5000;
const switchAttempts = 50;
const switchPauseMs = 100;

/**
 * Opens a SQLite file for several processes at once (app nodes sharing DATA_DIR, `npm run ingest`
 * beside the server): WAL, NORMAL sync, a 5 s busy timeout. Two processes switching a new file to
 * WAL together can deadlock; SQLite then answers SQLITE_BUSY at once instead of waiting, so that
 * switch is retried. Once one process has switched it, the mode is stored in the file.
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
