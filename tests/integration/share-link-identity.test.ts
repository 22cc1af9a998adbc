import { mkdir, rename } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SqliteShareStore } from "../../app/lib/sharing/share-store.server";
import { makeJpeg, tempDir, writeYaml } from "../helpers/fixtures";
import { ownerCookie } from "../helpers/owner-session";
import { runShare } from "../helpers/share-cli";
import { freePort } from "../harness/free-ports";
import { spawnServer, type SpawnedServer } from "../harness/spawn-server";

// Issue 37, finding 6: a link names an album (its folder, or its album.yml `id:`), never a slug. A
// real server watching its content folder; the owner adds, renames and moves folders while a
// holder keeps their grant. Each change is followed by a new public marker album, and the test
// waits until the server shows it: the build that shows it read the change before it.
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const ownerPassword = "identity-owner-password";
let server: SpawnedServer;
let sharing: SqliteShareStore;
let content: string;
let data: string;
let owner = "";
let markers = 0;

type Answer = { status: number; headers: Headers; body: string };
const get = async (address: string, cookie = "", init: RequestInit = {}): Promise<Answer> => {
  const response = await fetch(`${origin}${address}`, { redirect: "manual", ...init, headers: { cookie, ...init.headers } });
  return { status: response.status, headers: response.headers, body: await response.text() };
};
const cookieOf = (answer: Answer) => answer.headers.getSetCookie()[0]?.split(";")[0] ?? "";
/** A link opened as a person opens it: the landing page's button (a POST from the site itself). */
const press = (link: { path: string }) =>
  get(link.path, "", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" } });

/** A link in the server's store, named as the Sharing page names it: by the album's key. */
function share(album: string) {
  const made = sharing.create({ album, label: "", expiresAt: null, passwordHash: null, downloads: "web" }, Date.now());
  return { id: made.link.id, path: `/s/${made.token}` };
}

/** Waits until the server has built the content as it is now (see above). */
async function rebuilt() {
  const marker = `Marker ${++markers}`;
  await makeJpeg(path.join(content, marker, "m.jpg"), { width: 40, height: 30, color: "#777777" });
  await expect.poll(async () => (await get(`/albums/marker-${markers}`)).status, { timeout: 20_000 }).toBe(200);
}

/** `npm run share -- list` on the server's folders (in this process: tests/helpers/share-cli.ts). */
async function listed(): Promise<string> {
  const run = await runShare(["list"], { CONTENT_DIR: content, DATA_DIR: data });
  expect(run.code, run.stderr).toBe(0);
  return run.stdout;
}

beforeAll(async () => {
  content = await tempDir("vitrine-identity-");
  data = await tempDir("vitrine-identity-data-");
  await writeYaml(path.join(content, "vitrine.config.yml"), { title: "Identity test" });
  await makeJpeg(path.join(content, "Harbour", "boats.jpg"), { width: 300, height: 200, color: "#2a6f97" });
  const trip = path.join(content, "Travel", "Secret Trip");
  await makeJpeg(path.join(trip, "beach.jpg"), { width: 300, height: 200, color: "#9d0208" });
  await writeYaml(path.join(trip, "beach.jpg.yml"), { title: "Zebraword beach" });
  await writeYaml(path.join(trip, "album.yml"), { access: "private" });
  const island = path.join(content, "Travel", "Island");
  await makeJpeg(path.join(island, "cove.jpg"), { width: 300, height: 200, color: "#6a040f" });
  await writeYaml(path.join(island, "cove.jpg.yml"), { title: "Pelicanword cove" });
  await writeYaml(path.join(island, "album.yml"), { access: "private", id: "island-2026" });
  server = spawnServer({ PORT: String(port), CONTENT_DIR: content, DATA_DIR: data, VITRINE_ADMIN_PASSWORD: ownerPassword });
  await server.listening(60_000);
  sharing = SqliteShareStore.open(path.join(data, "sharing.sqlite"));
  owner = await ownerCookie(origin, ownerPassword);
}, 120_000);

afterAll(async () => {
  sharing?.close();
  server?.child.kill("SIGTERM");
  await server?.exited;
});

describe("a share link names its album, not a slug", () => {
  it("keeps showing its album when a new private album takes the slug, never the new one; a rename without an id breaks it, and the owner re-points it", async () => {
    const link = share("path:Travel/Secret Trip");
    const opened = await press(link);
    expect(opened.headers.get("location")).toBe("/albums/secret-trip");
    const holder = cookieOf(opened);
    expect((await get("/albums/secret-trip", holder)).body).toContain("Zebraword beach");

    // An unrelated private top-level folder of the same name, shared with nobody: it takes the slug.
    const other = path.join(content, "Secret Trip");
    await makeJpeg(path.join(other, "stranger.jpg"), { width: 300, height: 200, color: "#588157" });
    await writeYaml(path.join(other, "stranger.jpg.yml"), { title: "Quokkaword stranger" });
    await writeYaml(path.join(other, "album.yml"), { access: "private" });
    await rebuilt();
    for (const address of ["/albums/secret-trip", "/api/galleries/secret-trip", "/albums/secret-trip/1"]) {
      const answer = await get(address, holder);
      expect(answer.status, address).toBe(404);
      expect(answer.body).not.toContain("Quokkaword");
    }
    const moved = await get("/albums/travel-secret-trip", holder);
    expect(moved.status).toBe(200);
    expect(moved.body).toContain("Zebraword beach");
    expect(moved.body).not.toContain("Quokkaword");
    expect((await get(link.path, holder)).headers.get("location")).toBe("/albums/travel-secret-trip");

    // Renamed without an id: the link opens nothing, the old grant shows nothing, the owner sees it broken.
    await rename(path.join(content, "Travel", "Secret Trip"), path.join(content, "Travel", "Hidden Trip"));
    await rebuilt();
    const gone = await get(link.path);
    expect(gone.status).toBe(410);
    expect(gone.headers.getSetCookie()).toEqual([]);
    for (const address of ["/albums/secret-trip", "/albums/travel-secret-trip", "/albums/hidden-trip"]) {
      const answer = await get(address, holder);
      expect(answer.status, address).toBe(404);
      expect(answer.body).not.toMatch(/Quokkaword|Zebraword/);
    }
    const list = await get("/admin/sharing", owner);
    expect(list.body).toMatch(new RegExp(`<tr data-link="${link.id}" data-state="broken">`));
    expect(list.body).toContain(">Broken</span>");
    expect((await listed()).split("\n").find((line) => line.startsWith(link.id))).toMatch(/\spath:Travel\/Secret Trip\s.*\sbroken\s/);

    // Re-pointed from the Sharing page (twice: the same form sent again names the same album).
    const csrf = /name="csrf" value="([^"]+)"/.exec(list.body)![1]!;
    const repoint = () =>
      get("/admin/sharing", owner, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ csrf, intent: "repoint", id: link.id, album: "hidden-trip" }),
      });
    for (const answer of [await repoint(), await repoint()]) {
      expect(answer.status).toBe(303);
      expect(answer.headers.get("location")).toBe(`/admin/sharing?repointed=${link.id}`);
    }
    expect(sharing.byId(link.id)!.album).toBe("path:Travel/Hidden Trip");
    expect((await get(`/admin/sharing?repointed=${link.id}`, owner)).body).toContain("The link opens Hidden Trip from now on.");
    expect((await get("/albums/hidden-trip", holder)).body).toContain("Zebraword beach");
    expect((await press(link)).headers.get("location")).toBe("/albums/hidden-trip");
  });

  it("follows an album with an id through a move; the Sharing page shows it active", async () => {
    const link = share("id:island-2026");
    const holder = cookieOf(await press(link));
    expect((await get("/albums/island", holder)).body).toContain("Pelicanword cove");
    await mkdir(path.join(content, "Places"));
    await rename(path.join(content, "Travel", "Island"), path.join(content, "Places", "Lost Island"));
    await rebuilt();
    expect((await get("/albums/island", holder)).status).toBe(404);
    expect((await get("/albums/lost-island", holder)).body).toContain("Pelicanword cove");
    expect((await press(link)).headers.get("location")).toBe("/albums/lost-island");
    expect((await get("/admin/sharing", owner)).body).toMatch(new RegExp(`<tr data-link="${link.id}" data-state="active">`));
  });

  it("refuses a re-point to an album no one has, a huge value, or a link that is not there, with a 400 and nothing changed", async () => {
    const link = share("path:Gone Album");
    const csrf = /name="csrf" value="([^"]+)"/.exec((await get("/admin/sharing", owner)).body)![1]!;
    const post = (fields: Record<string, string>) =>
      get("/admin/sharing", owner, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ csrf, intent: "repoint", ...fields }),
      });
    const refusals: Record<string, string>[] = [
      { id: link.id, album: "no-such-album" },
      { id: link.id, album: "x".repeat(10_000) },
      { id: link.id },
      { id: "AAAAAAAAAAAA", album: "harbour" },
    ];
    for (const fields of refusals) {
      const answer = await post(fields);
      expect(answer.status).toBe(400);
    }
    expect((await post({ id: link.id, album: "harbour" })).status).toBe(303);
    // Without the form's CSRF token, nothing.
    const forged = await get("/admin/sharing", owner, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "repoint", id: link.id, album: "marker-1" }),
    });
    expect(forged.status).toBeGreaterThanOrEqual(400);
    expect(sharing.byId(link.id)!.album).toBe("path:Harbour");
  });
});
