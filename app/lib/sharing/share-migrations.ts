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
];

/** What an old link's album reads as until a build settles it, and after, when no album had its slug. */
export const legacyPrefix = "slug:";
export const lostPrefix = "lost:";
