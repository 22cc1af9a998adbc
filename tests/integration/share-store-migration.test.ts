import { mkdir } from "node:fs/promises";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { albumOfLink, legacySlugKeysOf } from "../../app/lib/content/album-key";
import { buildSite } from "../../app/lib/content/build-site.server";
import { SourceIndex } from "../../app/lib/images/source-index.server";
import { SqliteShareStore } from "../../app/lib/sharing/share-store.server";
import { tempDir, writeYaml } from "../helpers/fixtures";
import { addresses } from "../helpers/addresses";

// A sharing.sqlite made before links named albums by key (issue 37, finding 6): its links held slugs.
// Opened by this Vitrine, each old slug is given to the album that had it as slugs were then
// assigned, at the first build after the upgrade; one that no album had is broken.
const oldSchema = `CREATE TABLE links (
  id TEXT PRIMARY KEY, token_hash TEXT NOT NULL UNIQUE, album TEXT NOT NULL, label TEXT NOT NULL, created_at INTEGER NOT NULL,
  expires_at INTEGER, revoked_at INTEGER, password_hash TEXT, downloads TEXT NOT NULL
) WITHOUT ROWID;
CREATE TABLE grants (id_hash TEXT PRIMARY KEY, link_id TEXT NOT NULL REFERENCES links (id), created_at INTEGER NOT NULL) WITHOUT ROWID`;

describe("a share store of the old schema", () => {
  it("opens, and its links resolve to the albums that had their slugs before the upgrade", async () => {
    const content = await tempDir("vitrine-migration-");
    // Before the upgrade the private top-level "Secret Trip" had "secret-trip" and the public one below
    // Travel had "travel-secret-trip"; now public albums choose first, and the two swap.
    for (const folder of ["Secret Trip", "Travel/Secret Trip", "Harbour"]) await mkdir(path.join(content, folder), { recursive: true });
    await writeYaml(path.join(content, "Secret Trip", "album.yml"), { access: "private" });
    const file = path.join(await tempDir("vitrine-migration-data-"), "sharing.sqlite");
    const old = new Database(file);
    old.exec(oldSchema);
    const insert = old.prepare("INSERT INTO links VALUES (?, ?, ?, '', 1, NULL, NULL, NULL, 'web')");
    for (const [id, slug] of [
      ["privateTrip1", "secret-trip"],
      ["publicTrip12", "travel-secret-trip"],
      ["goneAlbum123", "gone"],
    ])
      insert.run(id, `hash-${id}`, slug);
    old.prepare("INSERT INTO grants VALUES ('grant-hash', 'privateTrip1', 1)").run();
    old.close();

    const store = SqliteShareStore.open(file);
    // Until a build says whose they were, old links open nothing.
    expect(store.byId("privateTrip1")!.album).toBe("slug:secret-trip");
    const site = await buildSite(content, await SourceIndex.load(await tempDir()), { addresses });
    expect(site.albumsBySlug.get("secret-trip")!.dir).toBe(path.join(content, "Travel", "Secret Trip"));
    expect(store.settleLegacy(() => legacySlugKeysOf(site))).toBe(3);
    const opens = (id: string) => albumOfLink(site, store.byId(id)!)?.dir;
    expect(opens("privateTrip1")).toBe(path.join(content, "Secret Trip"));
    expect(opens("publicTrip12")).toBe(path.join(content, "Travel", "Secret Trip"));
    expect(store.byId("goneAlbum123")!.album).toBe("lost:gone");
    expect(opens("goneAlbum123")).toBeUndefined();
    // Once: a later build settles nothing again, whatever it asks.
    expect(store.settleLegacy(() => new Map([["gone", "path:Harbour"]]))).toBe(0);
    expect(store.byId("goneAlbum123")!.album).toBe("lost:gone");
    store.close();

    const reopened = new Database(file, { readonly: true });
    expect(reopened.pragma("user_version", { simple: true })).toBe(3);
    expect(reopened.prepare("SELECT link_id FROM grants").all()).toEqual([{ link_id: "privateTrip1" }]);
    reopened.close();
    // A store opened again is not migrated again.
    const again = SqliteShareStore.open(file);
    expect(again.byId("privateTrip1")!.album).toBe("path:Secret Trip");
    again.close();
  });
});
