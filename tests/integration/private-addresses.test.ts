import { writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NewShareLink } from "../../app/lib/sharing/share-link";
import { SqliteShareStore } from "../../app/lib/sharing/share-store.server";
import { makeJpeg, tempDir, writeYaml } from "../helpers/fixtures";
import { freePort } from "../harness/free-ports";
import { spawnServer, type SpawnedServer } from "../harness/spawn-server";

// A real server, no proxy: a picture's and an original's address follow who may see them (issue 37,
// finding 2), and a video's address names no folder (finding 8a).
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
let server: SpawnedServer;
let sharing: SqliteShareStore;
let content: string;

type Answer = { status: number; headers: Headers; body: string };
const get = async (address: string, cookie?: string, headers: Record<string, string> = {}): Promise<Answer> => {
  const response = await fetch(`${origin}${address}`, { redirect: "manual", headers: { ...(cookie ? { cookie } : {}), ...headers } });
  return { status: response.status, headers: response.headers, body: await response.text() };
};

/** A link in the server's store, opened as a person does (the landing page's button): the grant cookie it sets. */
async function holderOf(link: Pick<NewShareLink, "album" | "downloads">): Promise<string> {
  const made = sharing.create({ label: "", expiresAt: Date.now() + 86_400_000, passwordHash: null, ...link }, Date.now());
  const response = await fetch(`${origin}/s/${made.token}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
  });
  return response.headers.getSetCookie()[0]!.split(";")[0]!;
}

/** A picture's address on the album's page, and an original's in its manifest (the page's data leaves it for the browser to make: gallery-item.ts). */
const addressesOf = async (cookie?: string) => ({
  picture: (await get("/albums/garden", cookie)).body.match(/\/img\/[0-9a-f]{24}\/[0-9]+\.jpg/)![0],
  original: (await get("/api/galleries/garden", cookie)).body.match(/\/original\/[0-9a-f]{12}\/[0-9a-f]{24}/)![0],
});

/** Waits for the watcher's rebuild to show this state (never a sleep of a guessed length). */
const rebuilt = (address: string, status: number) => expect.poll(async () => (await get(address)).status, { timeout: 30_000 }).toBe(status);

beforeAll(async () => {
  content = await tempDir("vitrine-addresses-");
  const data = await tempDir("vitrine-addresses-data-");
  await writeFile(path.join(content, "vitrine.config.yml"), "title: Addresses\ndownloads:\n  originals: true\n");
  await makeJpeg(path.join(content, "Garden", "rose.jpg"), { width: 300, height: 200, color: "#9d0208" });
  await writeFile(path.join(content, "Garden", "walk.webm"), Buffer.alloc(4096, 2));
  await writeYaml(path.join(content, "Garden", "items.yml"), { items: [{ type: "video", title: "A walk", file: "walk.webm" }] });
  // A private album whose folder name is its own business: a link opens only its sub-album.
  const kids = path.join(content, "Zanzibarfamily", "Kids");
  await writeYaml(path.join(content, "Zanzibarfamily", "album.yml"), { access: "private" });
  await makeJpeg(path.join(content, "Zanzibarfamily", "aunt.jpg"), { width: 300, height: 200, color: "#222222" });
  await makeJpeg(path.join(kids, "swing.jpg"), { width: 300, height: 200, color: "#333333" });
  await writeFile(path.join(kids, "clip.mp4"), Buffer.alloc(2048, 1));
  await writeYaml(path.join(kids, "items.yml"), { items: [{ type: "video", title: "On the swing", file: "clip.mp4" }] });
  server = spawnServer({ PORT: String(port), CONTENT_DIR: content, DATA_DIR: data });
  await server.listening(60_000);
  sharing = SqliteShareStore.open(path.join(data, "sharing.sqlite"));
}, 120_000);

afterAll(async () => {
  sharing?.close();
  server?.child.kill("SIGTERM");
  await server?.exited;
});

describe("a picture's address", () => {
  it(
    "changes when its album stops being public: the old one is a 404 to everyone, the new private one serves a link's holder only",
    { timeout: 90_000 },
    async () => {
      const public_ = await addressesOf();
      for (const address of [public_.picture, public_.original]) expect((await get(address)).status, address).toBe(200);

      await writeYaml(path.join(content, "Garden", "album.yml"), { access: "unlisted" });
      await rebuilt(public_.picture, 404);
      const unlisted = await addressesOf();
      expect([unlisted.picture, unlisted.original]).not.toContain(public_.picture);
      for (const address of [unlisted.picture, unlisted.original]) expect((await get(address)).status, address).toBe(200);
      expect((await get(public_.original)).status).toBe(404);

      await writeYaml(path.join(content, "Garden", "album.yml"), { access: "private" });
      await rebuilt("/albums/garden", 404);
      const holder = await holderOf({ album: "path:Garden", downloads: "originals" });
      const private_ = await addressesOf(holder);
      expect(new Set([public_.picture, unlisted.picture, private_.picture]).size).toBe(3);
      expect(new Set([public_.original, unlisted.original, private_.original]).size).toBe(3);
      for (const address of [private_.picture, private_.original]) {
        const own = await get(address, holder);
        expect([own.status, own.headers.get("cache-control")], address).toEqual([200, "private, no-store"]);
        expect((await get(address)).status, address).toBe(404);
      }
      // Old addresses are gone for the holder too, and their 404 may replace a shared cache's copy.
      for (const address of [public_.picture, public_.original, unlisted.picture, unlisted.original]) {
        const gone = await get(address, holder);
        expect([gone.status, gone.headers.get("cache-control")], address).toEqual([404, "public, max-age=0, s-maxage=10"]);
        expect((await get(address)).status, address).toBe(404);
      }

      // Public again: the pictures take back their public addresses (nobody was shown another public one).
      await writeYaml(path.join(content, "Garden", "album.yml"), { access: "public" });
      await rebuilt("/albums/garden", 200);
      expect(await addressesOf()).toEqual(public_);
      expect((await get(private_.picture, holder)).status).toBe(404);
    },
  );
});

describe("a video's address", () => {
  it("is its item's id and file name: ranges, its type and a short shared cache life; the folder path is no address", async () => {
    const page = (await get("/albums/garden")).body;
    const video = page.match(/\/media\/[0-9a-f]{12}\/walk\.webm/)![0];
    const whole = await get(video);
    expect([whole.status, whole.headers.get("content-type"), whole.headers.get("cache-control")]).toEqual([
      200,
      "video/webm",
      "public, max-age=3600, s-maxage=10",
    ]);
    const part = await get(video, undefined, { range: "bytes=0-9" });
    expect([part.status, part.headers.get("content-range"), part.body.length]).toEqual([206, "bytes 0-9/4096", 10]);
    expect((await get("/media/Garden/walk.webm")).status).toBe(404);
    expect((await get(video.replace("walk", "walx"))).status).toBe(404);
  });

  it("of a private sub-album, to a link's holder: served for them alone, and no folder above the album is named anywhere", async () => {
    const holder = await holderOf({ album: "path:Zanzibarfamily/Kids", downloads: "originals" });
    const answers = await Promise.all(
      ["/albums/kids", "/albums/kids/1", "/albums/kids/2", "/api/galleries/kids", "/api/galleries/kids/items?page=1", "/api/galleries/kids/albums"].map(
        async (address) => [address, await get(address, holder)] as const,
      ),
    );
    for (const [address, answer] of answers) {
      expect(answer.status, address).toBe(200);
      expect(answer.body, address).not.toMatch(/zanzibar/i);
    }
    const video = answers[0]![1].body.match(/\/media\/[0-9a-f]{12}\/clip\.mp4/)![0];
    const own = await get(video, holder, { range: "bytes=0-3" });
    expect([own.status, own.headers.get("content-type"), own.headers.get("cache-control")]).toEqual([206, "video/mp4", "private, no-store"]);
    expect((await get(video)).status).toBe(404);
    expect((await get("/media/Zanzibarfamily/Kids/clip.mp4", holder)).status).toBe(404);
  });
});
