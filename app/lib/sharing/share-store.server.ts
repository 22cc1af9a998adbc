import { randomBytes } from "node:crypto";
import type Database from "better-sqlite3";
import { openSqliteStore } from "../core/open-sqlite.server";
import { hashOf } from "./secret-hash.server";
import { legacyPrefix, lostPrefix, migrateSharing } from "./share-migrations";
import { shareLinkSchema, type NewShareLink, type ShareLink, type ShareStore } from "./share-link";

/** 192 bits: well past guessing, 32 characters in an address. */
const tokenBytes = 24;
/** 128 bits, 22 characters: the grant cookie names up to 8 of them. */
const grantBytes = 16;
/** 72 bits, 12 characters: only needs to be unique among one owner's links, never opens anything. */
const idBytes = 9;

const randomId = (bytes: number) => randomBytes(bytes).toString("base64url");

const linkColumns = `id, album, label, created_at AS createdAt, expires_at AS expiresAt, revoked_at AS revokedAt,
  password_hash AS passwordHash, downloads`;

/**
 * Share links and their grants in a SQLite file (DATA_DIR/sharing.sqlite): WAL, so the server and
 * `npm run share` use it at once. No read is cached: a revocation in one process holds in every
 * other from its next read.
 */
export class SqliteShareStore implements ShareStore {
  private readonly statements;

  private constructor(private readonly db: Database.Database) {
    // A grant of a link that does not exist is a bug: the foreign key refuses it.
    db.pragma("foreign_keys = ON");
    migrateSharing(db);
    this.statements = {
      insert: db.prepare(`INSERT INTO links (id, token_hash, album, label, created_at, expires_at, revoked_at, password_hash, downloads)
        VALUES (@id, @tokenHash, @album, @label, @createdAt, @expiresAt, @revokedAt, @passwordHash, @downloads)`),
      byTokenHash: db.prepare(`SELECT ${linkColumns} FROM links WHERE token_hash = ?`),
      byId: db.prepare(`SELECT ${linkColumns} FROM links WHERE id = ?`),
      // rowid-less tables have no insertion order: the id breaks ties of one millisecond, for a stable list.
      list: db.prepare(`SELECT ${linkColumns} FROM links ORDER BY created_at DESC, id`),
      // The first revocation's time stays; a row matched counts as a change, so a second one still answers true.
      revoke: db.prepare("UPDATE links SET revoked_at = coalesce(revoked_at, ?) WHERE id = ?"),
      opened: db.prepare("SELECT 1 FROM grants WHERE link_id = ? LIMIT 1"),
      insertGrant: db.prepare("INSERT INTO grants (id_hash, link_id, created_at) VALUES (?, ?, ?)"),
      repoint: db.prepare("UPDATE links SET album = ? WHERE id = ?"),
      legacy: db.prepare(`SELECT id, album FROM links WHERE album LIKE '${legacyPrefix}%'`),
      linkOfGrant: db.prepare(`SELECT ${linkColumns} FROM links WHERE id = (SELECT link_id FROM grants WHERE id_hash = ?)`),
    };
  }

  static open(file: string): SqliteShareStore {
    return openSqliteStore(file, (db) => new SqliteShareStore(db));
  }

  create(fields: NewShareLink, now: number): { link: ShareLink; token: string } {
    const token = randomId(tokenBytes);
    const link = shareLinkSchema.parse({ ...fields, id: randomId(idBytes), createdAt: now, revokedAt: null });
    this.statements.insert.run({ ...link, tokenHash: hashOf(token) });
    return { link, token };
  }

  byToken(token: string): ShareLink | undefined {
    return this.parse(this.statements.byTokenHash.get(hashOf(token)));
  }

  byId(id: string): ShareLink | undefined {
    return this.parse(this.statements.byId.get(id));
  }

  list(): ShareLink[] {
    return this.statements.list.all().map((row) => shareLinkSchema.parse(row));
  }

  revoke(id: string, now: number): boolean {
    return this.statements.revoke.run(now, id).changes > 0;
  }

  repoint(id: string, album: string): boolean {
    return this.statements.repoint.run(shareLinkSchema.shape.album.parse(album), id).changes > 0;
  }

  settleLegacy(keysBySlug: () => ReadonlyMap<string, string>): number {
    // A build that ends after the runtime closed the store (a stop during the first build) settles nothing.
    if (!this.db.open) return 0;
    const settle = this.db.transaction(() => {
      const rows = this.statements.legacy.all() as { id: string; album: string }[];
      if (rows.length === 0) return 0;
      const keys = keysBySlug();
      for (const { id, album } of rows) {
        const slug = album.slice(legacyPrefix.length);
        this.statements.repoint.run(keys.get(slug) ?? `${lostPrefix}${slug}`, id);
      }
      return rows.length;
    });
    // Immediate: two processes settling at once settle each link once.
    return settle.immediate();
  }

  grant(linkId: string, now: number): string {
    const id = randomId(grantBytes);
    this.statements.insertGrant.run(hashOf(id), linkId, now);
    return id;
  }

  opened(linkId: string): boolean {
    return this.statements.opened.get(linkId) !== undefined;
  }

  linkOfGrant(grantId: string): ShareLink | undefined {
    return this.parse(this.statements.linkOfGrant.get(hashOf(grantId)));
  }

  close(): void {
    this.db.close();
  }

  private parse(row: unknown): ShareLink | undefined {
    return row === undefined ? undefined : shareLinkSchema.parse(row);
  }
}
