import type Database from "better-sqlite3";

/**
 * sharing.sqlite's schema steps in order; `PRAGMA user_version` records how many have run. Never
 * edit a shipped step. Files made before steps were counted are at 0 with the first step's tables
 * already there, hence its IF NOT EXISTS.
 */
export const shareMigrations: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS links (
    id TEXT PRIMARY KEY,
    token_hash TEXT NOT NULL UNIQUE,
    album TEXT NOT NULL,
    label TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER,
    revoked_at INTEGER,
    password_hash TEXT,
    downloads TEXT NOT NULL
  ) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS grants (
    id_hash TEXT PRIMARY KEY,
    link_id TEXT NOT NULL REFERENCES links (id),
    created_at INTEGER NOT NULL
  ) WITHOUT ROWID`,
  // Links named an album by slug, and slugs are decided again at every build: `album` now holds the
  // album's key (lib/content/album-key.ts). An old slug waits, marked, for the next build to say
  // which album had it (SqliteShareStore.settleLegacy).
  `UPDATE links SET album = 'slug:' || album`,
  // Client proofing (lib/proofing): one selection per grant (a browser that opened the link) and
  // album, its picks by list, a comment per picture. Kept when the link is revoked: the owner reads them.
  `CREATE TABLE selections (
    id TEXT PRIMARY KEY,
    grant_hash TEXT NOT NULL REFERENCES grants (id_hash),
    link_id TEXT NOT NULL REFERENCES links (id),
    album TEXT NOT NULL,
    name TEXT NOT NULL,
    sent_at INTEGER,
    created_at INTEGER NOT NULL,
    UNIQUE (grant_hash, album)
  ) WITHOUT ROWID;
  CREATE INDEX selections_by_link ON selections (link_id);
  CREATE TABLE picks (
    selection TEXT NOT NULL REFERENCES selections (id),
    list TEXT NOT NULL,
    item TEXT NOT NULL,
    at INTEGER NOT NULL,
    PRIMARY KEY (selection, list, item)
  ) WITHOUT ROWID;
  CREATE TABLE comments (
    selection TEXT NOT NULL REFERENCES selections (id),
    item TEXT NOT NULL,
    text TEXT NOT NULL,
    at INTEGER NOT NULL,
    PRIMARY KEY (selection, item)
  ) WITHOUT ROWID`,
];

/** Brings a sharing.sqlite to this Vitrine's schema, once however many processes open it at once. */
export function migrateSharing(db: Database.Database): void {
  // Immediate, and the version read inside: another process opening the file migrates once, not twice.
  db.transaction(() => {
    const version = db.pragma("user_version", { simple: true }) as number;
    if (version > shareMigrations.length) throw new Error(`sharing.sqlite is at schema ${version}, newer than this Vitrine knows (${shareMigrations.length})`);
    for (const [index, sql] of shareMigrations.entries()) if (index >= version) db.exec(sql);
    db.pragma(`user_version = ${shareMigrations.length}`);
  }).immediate();
}

/** What an old link's album reads as until a build settles it, and after, when no album had its slug. */
export const legacyPrefix = "slug:";
export const lostPrefix = "lost:";
