import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import type { NewShareLink } from "../../app/lib/sharing/share-link";
import { SqliteShareStore } from "../../app/lib/sharing/share-store.server";
import { tempDir } from "../helpers/fixtures";

const day = 86_400_000;
const now = Date.UTC(2026, 10, 26);
const wedding: NewShareLink = { album: "wedding", label: "Anna & Ben", expiresAt: now + 30 * day, passwordHash: null, downloads: "web" };

async function storeFile() {
  return path.join(await tempDir("vitrine-share-store-"), "sharing.sqlite");
}

describe("the share store", () => {
  it("makes a link with a random token of at least 128 bits and a 12-character id, and finds it by either", async () => {
    const store = SqliteShareStore.open(await storeFile());
    const made = store.create(wedding, now);
    expect(made.link).toEqual({ ...wedding, id: expect.stringMatching(/^[\w-]{12}$/), createdAt: now, revokedAt: null });
    expect(made.token).toMatch(/^[\w-]+$/);
    expect(Buffer.from(made.token, "base64url").length * 8).toBeGreaterThanOrEqual(128);
    expect(store.byToken(made.token)).toEqual(made.link);
    expect(store.byId(made.link.id)).toEqual(made.link);
    expect(store.byToken(made.link.id)).toBeUndefined();
    // One character changed (a token ends in "A" one time in 64: then "B").
    expect(store.byToken(`${made.token.slice(0, -1)}${made.token.endsWith("A") ? "B" : "A"}`)).toBeUndefined();
    expect(store.byId("AAAAAAAAAAAA")).toBeUndefined();
    const other = store.create({ ...wedding, album: "shoot", expiresAt: null, passwordHash: "scrypt$1$1$1$salt$hash", downloads: "originals" }, now + 1);
    expect(other.token).not.toBe(made.token);
    expect(store.byToken(other.token)).toEqual(other.link);
    store.close();
  });

  it("lists the links newest first", async () => {
    const store = SqliteShareStore.open(await storeFile());
    const ids = [0, 2, 1].map((offset) => store.create(wedding, now + offset).link.id);
    expect(store.list().map((link) => link.id)).toEqual([ids[1], ids[2], ids[0]]);
    store.close();
  });

  it("revokes a link once: a second revocation keeps the first time, an unknown id is refused", async () => {
    const store = SqliteShareStore.open(await storeFile());
    const { link, token } = store.create(wedding, now);
    expect(store.revoke(link.id, now + day)).toBe(true);
    expect(store.byToken(token)?.revokedAt).toBe(now + day);
    expect(store.revoke(link.id, now + 2 * day)).toBe(true);
    expect(store.byId(link.id)?.revokedAt).toBe(now + day);
    expect(store.revoke("AAAAAAAAAAAA", now)).toBe(false);
    store.close();
  });

  it("grants a browser a random 128-bit id naming its link, whatever the link's state later", async () => {
    const store = SqliteShareStore.open(await storeFile());
    const { link } = store.create(wedding, now);
    const grants = [store.grant(link.id, now), store.grant(link.id, now)];
    expect(grants[0]).not.toBe(grants[1]);
    for (const grant of grants) {
      expect(Buffer.from(grant, "base64url")).toHaveLength(16);
      expect(store.linkOfGrant(grant)).toEqual(link);
    }
    store.revoke(link.id, now + 1);
    expect(store.linkOfGrant(grants[0]!)?.revokedAt).toBe(now + 1);
    expect(store.linkOfGrant(link.id)).toBeUndefined();
    expect(() => store.grant("AAAAAAAAAAAA", now)).toThrow(/FOREIGN KEY/);
    store.close();
  });

  it("keeps only the hashes of tokens and grant ids: neither is anywhere in the file", async () => {
    const file = await storeFile();
    const store = SqliteShareStore.open(file);
    const made = Array.from({ length: 5 }, () => store.create(wedding, now));
    const grants = made.map(({ link }) => store.grant(link.id, now));
    const secrets = [...made.map(({ token }) => token), ...grants];
    // Read while open too: the rows may still be in the WAL file beside it.
    const read = async () => {
      const names = (await readdir(path.dirname(file))).filter((name) => name.startsWith("sharing.sqlite"));
      return Buffer.concat(await Promise.all(names.map((name) => readFile(path.join(path.dirname(file), name)))));
    };
    const whileOpen = await read();
    store.close();
    const db = new Database(file, { readonly: true });
    const rows = JSON.stringify([db.prepare("SELECT * FROM links").all(), db.prepare("SELECT * FROM grants").all()]);
    db.close();
    expect(rows).toContain(made[0]!.link.id);
    for (const bytes of [whileOpen, await read()]) expect(bytes.includes(made[0]!.link.id)).toBe(true);
    for (const secret of secrets) {
      expect(rows).not.toContain(secret);
      for (const bytes of [whileOpen, await read()]) {
        expect(bytes.includes(secret)).toBe(false);
        expect(bytes.includes(Buffer.from(secret, "base64url"))).toBe(false);
      }
    }
  });

  it("shows a link made or revoked through one store to another on the same file at once", async () => {
    const file = await storeFile();
    const server = SqliteShareStore.open(file);
    const command = SqliteShareStore.open(file);
    const { link, token } = command.create(wedding, now);
    const grant = server.grant(link.id, now);
    expect(server.byToken(token)?.revokedAt).toBeNull();
    expect(command.revoke(link.id, now + 5)).toBe(true);
    expect(server.byToken(token)?.revokedAt).toBe(now + 5);
    expect(server.linkOfGrant(grant)?.revokedAt).toBe(now + 5);
    expect(server.list().map((listed) => listed.id)).toEqual([link.id]);
    server.close();
    command.close();
  });
});
