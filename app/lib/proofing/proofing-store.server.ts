import { randomBytes } from "node:crypto";
import type Database from "better-sqlite3";
import { openSqliteStore } from "../core/open-sqlite.server";
import { hashOf } from "../sharing/secret-hash.server";
import { migrateSharing } from "../sharing/share-migrations";
import { proofingLimits } from "./proofing-config";
import {
  selectionSchema,
  type ListMaxima,
  type Proofer,
  type ProofingChange,
  type ProofingStore,
  type Selection,
  type SelectionSummary,
  type StoreVerdict,
} from "./selection";

type SelectionRow = Omit<Selection, "picks" | "comments">;
const selectionColumns = "id, link_id AS linkId, album, name, sent_at AS sentAt, created_at AS createdAt";

/** Selections in sharing.sqlite (its schema: lib/sharing/share-migrations.ts), on a connection of their own. */
export class SqliteProofingStore implements ProofingStore {
  private readonly statements;

  private constructor(private readonly db: Database.Database) {
    db.pragma("foreign_keys = ON");
    migrateSharing(db);
    this.statements = {
      selection: db.prepare(`SELECT ${selectionColumns} FROM selections WHERE grant_hash = ? AND album = ?`),
      ofLink: db.prepare(`SELECT ${selectionColumns} FROM selections WHERE link_id = ? ORDER BY created_at, id`),
      people: db.prepare("SELECT count(*) AS n FROM selections WHERE link_id = ?"),
      insert: db.prepare("INSERT INTO selections (id, grant_hash, link_id, album, name, sent_at, created_at) VALUES (?, ?, ?, ?, '', NULL, ?)"),
      picks: db.prepare("SELECT list, item, at FROM picks WHERE selection = ? ORDER BY at, list, item"),
      comments: db.prepare("SELECT item, text FROM comments WHERE selection = ? ORDER BY item"),
      listCount: db.prepare("SELECT count(*) AS n FROM picks WHERE selection = ? AND list = ?"),
      pick: db.prepare("INSERT OR IGNORE INTO picks (selection, list, item, at) VALUES (?, ?, ?, ?)"),
      unpick: db.prepare("DELETE FROM picks WHERE selection = ? AND list = ? AND item = ?"),
      comment: db.prepare(
        "INSERT INTO comments (selection, item, text, at) VALUES (?, ?, ?, ?) ON CONFLICT DO UPDATE SET text = excluded.text, at = excluded.at",
      ),
      uncomment: db.prepare("DELETE FROM comments WHERE selection = ? AND item = ?"),
      name: db.prepare("UPDATE selections SET name = ? WHERE id = ?"),
      send: db.prepare("UPDATE selections SET sent_at = ? WHERE id = ?"),
      reopen: db.prepare("UPDATE selections SET sent_at = NULL WHERE id = ? AND link_id = ?"),
      summary: db.prepare(`SELECT count(*) AS people, coalesce(sum(sent_at IS NOT NULL), 0) AS sent, max(sent_at) AS lastSentAt,
        (SELECT count(*) FROM picks JOIN selections AS s ON s.id = picks.selection WHERE s.link_id = @link) AS picked
        FROM selections WHERE link_id = @link`),
    };
  }

  static open(file: string): SqliteProofingStore {
    return openSqliteStore(file, (db) => new SqliteProofingStore(db));
  }

  selectionOf({ grantId, album }: Proofer): Selection | undefined {
    const row = this.statements.selection.get(hashOf(grantId), album) as SelectionRow | undefined;
    return row && this.whole(row);
  }

  change(proofer: Proofer, change: ProofingChange, maxima: ListMaxima, now: number): StoreVerdict {
    // Immediate: the count a maximum is checked against is the one the insert lands on, in every process.
    return this.db
      .transaction((): StoreVerdict => {
        const row = this.rowFor(proofer, now);
        if (!row) return { ok: false, code: "PROOFING_PEOPLE_LIMITED" };
        if (row.sentAt !== null) return { ok: false, code: "PROOFING_SENT" };
        const { statements: s } = this;
        if (change.kind === "pick" && change.on) {
          const { n } = s.listCount.get(row.id, change.list) as { n: number };
          if (n >= (maxima.get(change.list) ?? 0)) return { ok: false, code: "PROOFING_LIST_FULL" };
          s.pick.run(row.id, change.list, change.item, now);
        } else if (change.kind === "pick") s.unpick.run(row.id, change.list, change.item);
        else if (change.kind === "comment") {
          if (change.text === "") s.uncomment.run(row.id, change.item);
          else s.comment.run(row.id, change.item, change.text, now);
        } else if (change.kind === "name") s.name.run(change.name, row.id);
        else s.send.run(now, row.id);
        return { ok: true, selection: this.whole(s.selection.get(hashOf(proofer.grantId), proofer.album) as SelectionRow) };
      })
      .immediate();
  }

  selectionsOfLink(linkId: string): Selection[] {
    return (this.statements.ofLink.all(linkId) as SelectionRow[]).map((row) => this.whole(row));
  }

  reopen(linkId: string, selectionId: string): boolean {
    return this.statements.reopen.run(selectionId, linkId).changes > 0;
  }

  summaries(linkIds: readonly string[]): Map<string, SelectionSummary> {
    const found = new Map<string, SelectionSummary>();
    for (const id of linkIds) {
      const summary = this.statements.summary.get({ link: id }) as SelectionSummary;
      if (summary.people > 0) found.set(id, summary);
    }
    return found;
  }

  close(): void {
    this.db.close();
  }

  /** The proofer's row, made on their first change unless the link has its people already. */
  private rowFor({ grantId, linkId, album }: Proofer, now: number): SelectionRow | undefined {
    const grantHash = hashOf(grantId);
    const found = this.statements.selection.get(grantHash, album) as SelectionRow | undefined;
    if (found) return found;
    const { n } = this.statements.people.get(linkId) as { n: number };
    if (n >= proofingLimits.peoplePerLink) return undefined;
    this.statements.insert.run(randomBytes(9).toString("base64url"), grantHash, linkId, album, now);
    return this.statements.selection.get(grantHash, album) as SelectionRow;
  }

  private whole(row: SelectionRow): Selection {
    return selectionSchema.parse({ ...row, picks: this.statements.picks.all(row.id), comments: this.statements.comments.all(row.id) });
  }
}
