import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { createOwnerSessions, sessionLifetime } from "../../app/lib/auth/owner-sessions.server";
import { SqliteSessionStore } from "../../app/lib/auth/sqlite-session-store.server";
import { tempDir } from "../helpers/fixtures";

const minute = 60_000;

/** Sessions over a real SQLite file, on a clock the test moves. */
async function sessionsOnFile(file?: string) {
  const at = file ?? path.join(await tempDir(), "owner-sessions.sqlite");
  const clock = { now: Date.UTC(2026, 0, 1) };
  const store = SqliteSessionStore.open(at);
  const open = (fingerprint = "fingerprint-a") => createOwnerSessions({ store, fingerprint, now: () => clock.now });
  const rows = () => {
    const db = new Database(at, { readonly: true });
    try {
      return (db.prepare("SELECT count(*) AS n FROM owner_sessions").get() as { n: number }).n;
    } finally {
      db.close();
    }
  };
  return { file: at, clock, store, open, rows };
}

describe("owner sessions", () => {
  it("gives every login its own random id (256 bits), and keeps only the id's hash", async () => {
    const { file, open, store } = await sessionsOnFile();
    const sessions = open();
    const ids = Array.from({ length: 20 }, () => sessions.start());
    expect(new Set(ids).size).toBe(20);
    for (const id of ids) expect(Buffer.from(id, "base64url")).toHaveLength(32);
    store.close();
    const stored = new Database(file, { readonly: true }).prepare("SELECT * FROM owner_sessions").all();
    expect(JSON.stringify(stored)).not.toContain(ids[0]);
    expect(stored).toHaveLength(20);
  });

  it(`ends a session idle for ${sessionLifetime.idleMs / 3_600_000} hours, and deletes it`, async () => {
    const { clock, open, rows } = await sessionsOnFile();
    const sessions = open();
    const id = sessions.start();
    clock.now += sessionLifetime.idleMs - minute;
    expect(sessions.check(id)).toBe(true);
    // That request counted: the idle time starts again from it.
    clock.now += sessionLifetime.idleMs - minute;
    expect(sessions.check(id)).toBe(true);
    clock.now += sessionLifetime.idleMs;
    expect(sessions.check(id)).toBe(false);
    expect(rows()).toBe(0);
  });

  it(`ends a session ${sessionLifetime.absoluteMs / 3_600_000} hours after the login however busy it is`, async () => {
    const { clock, open } = await sessionsOnFile();
    const sessions = open();
    const id = sessions.start();
    const end = clock.now + sessionLifetime.absoluteMs;
    while (clock.now + 30 * minute < end) {
      clock.now += 30 * minute;
      expect(sessions.check(id)).toBe(true);
    }
    clock.now = end;
    expect(sessions.check(id)).toBe(false);
  });

  it("ends at logout, and voids sessions made under another password hash", async () => {
    const { open } = await sessionsOnFile();
    const sessions = open("fingerprint-a");
    const kept = sessions.start();
    const ended = sessions.start();
    sessions.end(ended);
    expect(sessions.check(ended)).toBe(false);
    expect(sessions.check(kept)).toBe(true);
    // The password changed: the same store read with the new hash's fingerprint.
    expect(open("fingerprint-b").check(kept)).toBe(false);
    // Void means deleted: going back to the old hash does not bring it back.
    expect(open("fingerprint-a").check(kept)).toBe(false);
    expect(sessions.check("an id nobody was given")).toBe(false);
  });

  it("deletes expired sessions at start-up and at every login", async () => {
    const { clock, open, rows } = await sessionsOnFile();
    const sessions = open();
    sessions.start();
    sessions.start();
    clock.now += sessionLifetime.idleMs;
    open();
    expect(rows()).toBe(0);
    sessions.start();
    clock.now += sessionLifetime.idleMs;
    sessions.start();
    expect(rows()).toBe(1);
  });

  it("is shared by every node using the file: a login on one is valid on the other, a logout on one ends it on both", async () => {
    const a = await sessionsOnFile();
    const b = await sessionsOnFile(a.file);
    const id = a.open().start();
    expect(b.open().check(id)).toBe(true);
    b.open().end(id);
    expect(a.open().check(id)).toBe(false);
  });
});
