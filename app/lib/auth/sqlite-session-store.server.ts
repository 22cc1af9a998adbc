import type Database from "better-sqlite3";
import { openSqliteStore } from "../core/open-sqlite.server";
import { storedSessionSchema, type OwnerSessionStore, type StoredSession } from "./owner-session-store";

/** The owner's sessions in a SQLite file (DATA_DIR/owner-sessions.sqlite): WAL, so nodes sharing DATA_DIR share them. */
export class SqliteSessionStore implements OwnerSessionStore {
  private readonly statements;

  private constructor(private readonly db: Database.Database) {
    db.exec(`CREATE TABLE IF NOT EXISTS owner_sessions (
      id_hash TEXT PRIMARY KEY,
      created_at INTEGER NOT NULL,
      last_seen_at INTEGER NOT NULL,
      fingerprint TEXT NOT NULL
    ) WITHOUT ROWID`);
    this.statements = {
      insert: db.prepare("INSERT INTO owner_sessions (id_hash, created_at, last_seen_at, fingerprint) VALUES (@idHash, @createdAt, @lastSeenAt, @fingerprint)"),
      find: db.prepare("SELECT id_hash AS idHash, created_at AS createdAt, last_seen_at AS lastSeenAt, fingerprint FROM owner_sessions WHERE id_hash = ?"),
      // Never back in time: two nodes touching one session keep the later time.
      touch: db.prepare("UPDATE owner_sessions SET last_seen_at = max(last_seen_at, ?) WHERE id_hash = ?"),
      remove: db.prepare("DELETE FROM owner_sessions WHERE id_hash = ?"),
      removeExpired: db.prepare("DELETE FROM owner_sessions WHERE last_seen_at <= ? OR created_at <= ?"),
    };
  }

  static open(file: string): SqliteSessionStore {
    return openSqliteStore(file, (db) => new SqliteSessionStore(db));
  }

  insert(session: StoredSession): void {
    this.statements.insert.run(session);
  }

  find(idHash: string): StoredSession | undefined {
    const row: unknown = this.statements.find.get(idHash);
    return row === undefined ? undefined : storedSessionSchema.parse(row);
  }

  touch(idHash: string, at: number): void {
    this.statements.touch.run(at, idHash);
  }

  remove(idHash: string): void {
    this.statements.remove.run(idHash);
  }

  removeExpired(idleSince: number, createdSince: number): number {
    return this.statements.removeExpired.run(idleSince, createdSince).changes;
  }

  close(): void {
    this.db.close();
  }
}
