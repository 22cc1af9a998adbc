import type Database from "better-sqlite3";
import { openSqliteStore } from "../../core/open-sqlite.server";
import type { ChannelName } from "./channel";
import { deliveryState, type ChannelFacts, type Delivery, type DeliveryRecord, type InboxEntry } from "./delivery-state";
import { noticeMigrations } from "./notice-migrations";
import { noticeSchema, type Notice } from "./notice";

/** A delivery whose try is due, claimed by this process: its try's number, and its notice. */
export type DueDelivery = { noticeId: number; channel: ChannelName; attempts: number; storedAt: number; notice: Notice };

type DeliveryRow = DeliveryRecord & { noticeId: number; channel: ChannelName; attempts: number };

const deliveryColumns = `notice_id AS noticeId, channel, attempts, next_try_at AS nextTryAt, last_error AS lastError, delivered_at AS deliveredAt`;

/**
 * The owner's inbox and its deliveries in a SQLite file (DATA_DIR/notifications.sqlite): every
 * notice kept, newest first, and one delivery a channel with its tries. A notice is stored before
 * anything is sent, so a receiver that is down, or a restart, loses none; WAL, so app nodes sharing
 * DATA_DIR use it at once, and a due try is claimed in a transaction, so only one of them makes it.
 */
export class NoticeStore {
  private readonly statements;

  private constructor(private readonly db: Database.Database) {
    db.pragma("foreign_keys = ON");
    // Immediate, and the version read inside: another process opening the file migrates once, not twice.
    db.transaction(() => {
      const version = db.pragma("user_version", { simple: true }) as number;
      if (version > noticeMigrations.length)
        throw new Error(`notifications.sqlite is at schema ${version}, newer than this Vitrine knows (${noticeMigrations.length})`);
      for (const [index, sql] of noticeMigrations.entries()) if (index >= version) db.exec(sql);
      db.pragma(`user_version = ${noticeMigrations.length}`);
    }).immediate();
    this.statements = {
      insertNotice: db.prepare("INSERT INTO notices (stored_at, body) VALUES (?, ?)"),
      insertDelivery: db.prepare("INSERT INTO deliveries (notice_id, channel, next_try_at) VALUES (?, ?, ?)"),
      // Oldest first; a channel taken out of the config keeps its deliveries, untried, until it is back.
      due: db.prepare(`SELECT d.notice_id AS noticeId, d.channel, d.attempts, n.stored_at AS storedAt, n.body
        FROM deliveries d JOIN notices n ON n.id = d.notice_id
        WHERE d.channel = ? AND d.next_try_at <= ? ORDER BY d.next_try_at, d.notice_id LIMIT 1`),
      claim: db.prepare("UPDATE deliveries SET attempts = attempts + 1, next_try_at = ? WHERE notice_id = ? AND channel = ?"),
      delivered: db.prepare(
        "UPDATE deliveries SET delivered_at = @at, last_try_at = @at, next_try_at = NULL WHERE notice_id = @noticeId AND channel = @channel",
      ),
      failed: db.prepare(
        "UPDATE deliveries SET last_try_at = @at, last_error = @error, next_try_at = @nextTryAt WHERE notice_id = @noticeId AND channel = @channel",
      ),
      newest: db.prepare("SELECT id, body FROM notices ORDER BY id DESC LIMIT ?"),
      deliveriesOf: db.prepare(`SELECT ${deliveryColumns} FROM deliveries WHERE notice_id IN (SELECT value FROM json_each(?)) ORDER BY notice_id, channel`),
      // SQLite takes the bare columns of a max() from the row that has it: the channel's latest finished try.
      latestTry: db.prepare(`SELECT delivered_at AS deliveredAt, last_error AS lastError, max(last_try_at) AS lastTryAt
        FROM deliveries WHERE channel = ? AND last_try_at IS NOT NULL`),
      pending: db.prepare("SELECT count(*) AS pending, min(next_try_at) AS nextTryAt FROM deliveries WHERE channel = ? AND next_try_at IS NOT NULL"),
    };
  }

  static open(file: string): NoticeStore {
    return openSqliteStore(file, (db) => new NoticeStore(db));
  }

  /** Stores a notice with a delivery due now on each channel; returns its id. */
  add(notice: Notice, channels: readonly ChannelName[], now: number): number {
    const add = this.db.transaction(() => {
      const id = Number(this.statements.insertNotice.run(now, JSON.stringify(noticeSchema.parse(notice))).lastInsertRowid);
      for (const channel of channels) this.statements.insertDelivery.run(id, channel, now);
      return id;
    });
    return add();
  }

  /**
   * Claims the channel's oldest delivery due at `now`: its try is counted, and it is not due again
   * before `leaseUntil`, when a try that never finished (the process stopped) is made again.
   */
  claimNext(channel: ChannelName, now: number, leaseUntil: number): DueDelivery | undefined {
    const claim = this.db.transaction(() => {
      const row = this.statements.due.get(channel, now) as (Omit<DueDelivery, "notice"> & { body: string }) | undefined;
      if (row === undefined) return undefined;
      this.statements.claim.run(leaseUntil, row.noticeId, row.channel);
      const { body, ...due } = row;
      return { ...due, attempts: due.attempts + 1, notice: noticeSchema.parse(JSON.parse(body)) };
    });
    return claim.immediate();
  }

  delivered(noticeId: number, channel: ChannelName, at: number): void {
    this.statements.delivered.run({ noticeId, channel, at });
  }

  /** A failed try: its error, and when to try again (null: given up). */
  failed(noticeId: number, channel: ChannelName, at: number, error: string, nextTryAt: number | null): void {
    this.statements.failed.run({ noticeId, channel, at, error, nextTryAt });
  }

  /** The newest notices first, each with its deliveries. */
  inbox(limit: number): InboxEntry[] {
    const notices = this.statements.newest.all(limit) as { id: number; body: string }[];
    const rows = this.statements.deliveriesOf.all(JSON.stringify(notices.map(({ id }) => id))) as DeliveryRow[];
    return notices.map(({ id, body }) => ({
      id,
      notice: noticeSchema.parse(JSON.parse(body)),
      deliveries: rows.filter((row) => row.noticeId === id).map(deliveryOf),
    }));
  }

  channelFacts(channel: ChannelName): ChannelFacts {
    const latest = this.statements.latestTry.get(channel) as { deliveredAt: number | null; lastError: string | null; lastTryAt: number | null };
    const { pending, nextTryAt } = this.statements.pending.get(channel) as { pending: number; nextTryAt: number | null };
    const lastTryFailed = latest.lastTryAt !== null && latest.deliveredAt !== latest.lastTryAt;
    return { lastTryFailed, lastError: lastTryFailed ? latest.lastError : null, pending, nextTryAt };
  }

  close(): void {
    this.db.close();
  }
}

function deliveryOf({ channel, attempts, nextTryAt, lastError, deliveredAt }: DeliveryRow): Delivery {
  const state = deliveryState({ nextTryAt, lastError, deliveredAt });
  return {
    channel,
    state,
    attempts,
    ...(lastError === null || state === "delivered" ? {} : { lastError }),
    ...(nextTryAt === null ? {} : { nextTryAt }),
    ...(deliveredAt === null ? {} : { deliveredAt }),
  };
}
