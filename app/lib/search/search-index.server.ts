import { createHash } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import type Database from "better-sqlite3";
import { pageMarks } from "./page-marks.server";
import type { WordsPlan } from "./plan-query";
import { rankedPages, type PageWindow } from "./ranked-page.server";
import { searchColumns, type SearchColumn, type SearchKind, type SearchRecord } from "./search-records";
import { dropSql, ftsColumns, rowids, schemaSql, searchSchemaVersion } from "./search-schema";
import { openSqlite } from "../core/open-sqlite.server";

/** One result: what it is, the best column a term was found in, and every column with marks. */
export type SearchHit = { ref: string; tier: SearchColumn; marked: Record<SearchColumn, string> };

export type SyncReport = { added: number; updated: number; removed: number; total: number; ms: number };

/** Past this many changes in one sync the index is merged into one b-tree, which keeps queries fast. */
const optimizeAfter = 1000;

/**
 * The site's full-text index: DATA_DIR/search.sqlite, an FTS5 table (diacritics folded, prefix
 * indexes of 2–8 characters) kept in step with the site model by sync(). It is derived data:
 * another schema version or a damaged file is rebuilt from the site, never trusted.
 */
export class SearchIndex {
  private readonly counts;
  private readonly rankedPage;
  private readonly marks;

  private constructor(private readonly db: Database.Database) {
    // A kind is a rowid range FTS5 seeks within: counting the albums, at the end of each list, skips the items.
    this.counts = db.prepare("SELECT count(*) FROM search WHERE search MATCH @match AND rowid BETWEEN @first AND @last").pluck();
    this.rankedPage = rankedPages(db);
    this.marks = pageMarks(db);
  }

  static open(file: string): SearchIndex {
    mkdirSync(path.dirname(file), { recursive: true });
    try {
      return new SearchIndex(openDatabase(file));
    } catch (error) {
      if (!isDamaged(error)) throw error;
      for (const suffix of ["", "-wal", "-shm"]) rmSync(file + suffix, { force: true });
      return new SearchIndex(openDatabase(file));
    }
  }

  /** Adds, changes and removes records so the index holds exactly these; unchanged ones cost a hash. */
  sync(records: readonly SearchRecord[]): SyncReport {
    const started = performance.now();
    const { db } = this;
    const selectDocuments = db.prepare("SELECT key, id, fingerprint FROM documents");
    const lastId = db.prepare("SELECT max(id) FROM documents WHERE id BETWEEN @first AND @last").pluck();
    const insertDocument = db.prepare("INSERT INTO documents (id, key, fingerprint) VALUES (?, ?, ?)");
    const updateDocument = db.prepare("UPDATE documents SET fingerprint = ? WHERE id = ?");
    const deleteDocument = db.prepare("DELETE FROM documents WHERE id = ?");
    const insertText = db.prepare(`INSERT INTO search (rowid, ${ftsColumns.join(", ")}) VALUES (?, ${ftsColumns.map(() => "?").join(", ")})`);
    const deleteText = db.prepare("DELETE FROM search WHERE rowid = CAST(? AS INTEGER)");
    const report = { added: 0, updated: 0, removed: 0 };
    // Read and written in one immediate transaction: another node syncing the same file waits its turn.
    db.transaction(() => {
      const known = new Map((selectDocuments.all() as { key: string; id: number; fingerprint: string }[]).map((row) => [row.key, row]));
      // The next free rowid of each kind's range, as SQLite would pick one: after the highest in use.
      const nextId = (kind: SearchKind) => ((lastId.get(rowids[kind]) as number | null) ?? Number(rowids[kind].first) - 1) + 1;
      const next = { item: nextId("item"), album: nextId("album") };
      for (const record of records) {
        const key = `${record.kind}:${record.ref}`;
        const fingerprint = fingerprintOf(record);
        const row = known.get(key);
        known.delete(key);
        const values = [record.ref, ...searchColumns.map((column) => record.text[column])];
        if (!row) {
          const id = next[record.kind]++;
          insertDocument.run(id, key, fingerprint);
          insertText.run(id, ...values);
          report.added++;
        } else if (row.fingerprint !== fingerprint) {
          deleteText.run(row.id);
          insertText.run(row.id, ...values);
          updateDocument.run(fingerprint, row.id);
          report.updated++;
        }
      }
      for (const row of known.values()) {
        deleteText.run(row.id);
        deleteDocument.run(row.id);
        report.removed++;
      }
      if (report.added + report.updated + report.removed >= optimizeAfter) db.exec("INSERT INTO search(search) VALUES ('optimize')");
    }).immediate();
    return { ...report, total: records.length, ms: performance.now() - started };
  }

  /** How many records of each kind match every term. */
  count(plan: WordsPlan): Record<SearchKind, number> {
    const count = (kind: SearchKind) => this.counts.get({ match: plan.match, ...rowids[kind] }) as number;
    return { item: count("item"), album: count("album") };
  }

  /**
   * One page of matches of this kind, best first: by the best column a term was found in (the
   * tier), then by bm25 with column weights. Marks are made only for the page's rows.
   */
  find(plan: WordsPlan, kind: SearchKind, page: PageWindow): SearchHit[] {
    const rows = this.rankedPage(plan, kind, page);
    if (rows.length === 0) return [];
    const marks = this.marks(
      plan,
      rows.map((row) => row.id),
      page.total,
    );
    return rows.flatMap(({ id, tier }) => {
      const record = marks.get(id);
      return record ? [{ ...record, tier: searchColumns[tier]! }] : [];
    });
  }

  size(): number {
    return (this.db.prepare("SELECT count(*) AS n FROM documents").get() as { n: number }).n;
  }

  close(): void {
    this.db.close();
  }
}

function openDatabase(file: string): Database.Database {
  const db = openSqlite(file);
  try {
    // A full build writes the whole index through the log; this gives the disk space back afterwards.
    db.pragma("journal_size_limit = 4194304");
    // Immediate, and the version read inside: app nodes sharing DATA_DIR may start together.
    db.transaction(() => {
      if (db.pragma("user_version", { simple: true }) === searchSchemaVersion) return;
      db.exec(dropSql);
      db.exec(schemaSql);
      db.pragma(`user_version = ${searchSchemaVersion}`);
    }).immediate();
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

function isDamaged(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === "SQLITE_NOTADB" || code === "SQLITE_CORRUPT";
}

function fingerprintOf(record: SearchRecord): string {
  return createHash("sha1").update(JSON.stringify(record)).digest("base64");
}
