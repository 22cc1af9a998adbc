import { copyFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeJpeg, tempDir, writeYaml } from "../helpers/fixtures";
import { freePort } from "../harness/free-ports";
import { spawnServer, type SpawnedServer } from "../harness/spawn-server";

// A real server on a site with a public, a private and an unlisted album. Every way a visitor
// without a share link could reach the private one answers as an unknown address does; the
// unlisted one answers at its address and nowhere else.
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
let server: SpawnedServer;
let content: string;
/** What a visitor could have saved while the wedding was public. */
const saved = { pictures: [] as string[], originals: [] as string[], shared: "" };

const get = async (address: string) => {
  const response = await fetch(`${origin}${address}`);
  const body = await response.text();
  // A search page says what was asked: the word asked for is not a leak, what it finds would be.
  const query = new URL(address, origin).searchParams.get("q");
  return { status: response.status, body: query ? body.replaceAll(query, "QUERY") : body };
};
/** A word of the private album's in any form: its slug, title, picture title, caption, tag or camera. */
const privateWords = /wedding|reception|zebraword|quokkacaption|narwhaltag|secretcam/i;
const unlistedWords = /\/albums\/client|\/albums\/proofs|clientword|clientcam|>Client<|>Proofs</i;

beforeAll(async () => {
  content = await tempDir("vitrine-access-");
  await writeFile(path.join(content, "vitrine.config.yml"), "title: Access test\ndownloads:\n  originals: true\n");
  const shared = path.join(content, "Harbour", "boats.jpg");
  await makeJpeg(shared, { width: 300, height: 200, color: "#2a6f97" });
  await makeJpeg(path.join(content, "Harbour", "quay.jpg"), { width: 300, height: 200, color: "#61a5c2", camera: { make: "Pubco", model: "Pubcam" } });

  const wedding = path.join(content, "Wedding");
  await makeJpeg(path.join(wedding, "vows.jpg"), { width: 300, height: 200, color: "#9d0208", camera: { make: "Secretcam", model: "SecretCam One" } });
  await writeYaml(path.join(wedding, "vows.jpg.yml"), { title: "Zebraword vows", caption: "Quokkacaption by the sea", tags: ["narwhaltag"] });
  await copyFile(shared, path.join(wedding, "boats.jpg"));
  await makeJpeg(path.join(wedding, "Reception", "dance.jpg"), { width: 300, height: 200, color: "#6a040f" });

  await makeJpeg(path.join(content, "Client", "proof.jpg"), { width: 300, height: 200, color: "#588157", camera: { make: "Clientco", model: "ClientCam" } });
  await writeYaml(path.join(content, "Client", "proof.jpg.yml"), { title: "Clientword proof" });
  await writeYaml(path.join(content, "Client", "album.yml"), { access: "unlisted" });
  await makeJpeg(path.join(content, "Client", "Proofs", "second.jpg"), { width: 300, height: 200, color: "#3a5a40" });

  // A public album whose only sub-albums are not: it lists neither and takes no cover from them.
  await makeJpeg(path.join(content, "Events", "Hidden", "secret.jpg"), { width: 300, height: 200, color: "#370617" });
  await writeYaml(path.join(content, "Events", "Hidden", "album.yml"), { title: "Reception hall", access: "private" });

  // Private, with a mistake elsewhere in its album.yml: it fails closed.
  await makeJpeg(path.join(content, "Draft", "draft.jpg"), { width: 300, height: 200, color: "#780000" });
  await writeFile(path.join(content, "Draft", "album.yml"), "access: private\nsort: date\n");

  server = spawnServer({ PORT: String(port), CONTENT_DIR: content, DATA_DIR: await tempDir("vitrine-data-") });
  await server.listening(60_000);

  // The wedding is public at first: a visitor saves its addresses.
  const page = await get("/albums/wedding");
  expect(page.status).toBe(200);
  saved.pictures = [...new Set(page.body.match(/\/img\/[0-9a-f]{24}\/[0-9]+\.(?:jpg|webp|avif)/g) ?? [])];
  // Its originals' addresses as the browser makes them (the page's data leaves them out: gallery-item.ts), spelled out by its manifest.
  saved.originals = [...new Set((await get("/api/galleries/wedding")).body.match(/\/original\/[0-9a-f]{12}\/[0-9a-f]{24}/g) ?? [])];
  const harbour = await get("/albums/harbour");
  saved.shared = harbour.body.match(/\/img\/[0-9a-f]{24}\/[0-9]+\.jpg/)![0];
  expect(saved.pictures.length).toBeGreaterThan(0);
  expect(saved.originals).toHaveLength(2);
  for (const address of [...saved.pictures, ...saved.originals]) expect((await get(address)).status).toBe(200);

  // Then the owner makes it private; the server sees the change and rebuilds.
  await writeYaml(path.join(wedding, "album.yml"), { access: "private" });
  for (let tries = 0; (await get("/albums/wedding")).status !== 404; tries++) {
    if (tries > 200) throw new Error("the private album is still served");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 120_000);

afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
});

describe("a private album, to a visitor without a link", () => {
  it("answers as an unknown address does: its pages, ?page=N, photo pages, every JSON route, the ZIP, the feeds and its sub-albums", async () => {
    const unknownSlug = "no-such-albu";
    for (const address of [
      "/albums/wedding",
      "/albums/wedding?page=2",
      "/albums/wedding/1",
      "/albums/wedding/2",
      "/albums/reception",
      "/api/galleries/wedding",
      "/api/galleries/wedding/items?page=1",
      "/api/galleries/wedding/layout",
      "/api/galleries/wedding/albums",
      "/albums/wedding/download",
      "/albums/wedding/feed.xml",
      "/albums/wedding/feed.json",
    ]) {
      // The same address with a slug of the same length that never existed: the same answer, word for word.
      const stranger = address.replace(/wedding|reception/, (slug) => unknownSlug.slice(0, slug.length));
      const [answer, unknown] = [await get(address), await get(stranger)];
      expect(answer.status, address).toBe(404);
      expect(answer.status, address).toBe(unknown.status);
      expect(
        answer.body.replace(/wedding|reception/g, (slug) => unknownSlug.slice(0, slug.length)),
        address,
      ).toBe(unknown.body);
    }
  });

  it("stays hidden when its album.yml has a mistake elsewhere: an album.yml that cannot be read makes its album private", async () => {
    expect((await get("/albums/draft")).status).toBe(404);
    expect((await get("/")).body).not.toContain("/albums/draft");
  });

  it("takes back the picture and original addresses saved while it was public; a picture also in a public album stays", async () => {
    const own = saved.pictures.filter((address) => !address.startsWith(saved.shared.slice(0, 30)));
    expect(own.length).toBeGreaterThan(0);
    for (const address of [...own, ...saved.originals]) expect((await get(address)).status, address).toBe(404);
    expect((await get(saved.shared)).status).toBe(200);
  });

  it("is in no list, search, browse page, count, feed or sitemap, and no cover comes from it", async () => {
    for (const address of [
      "/",
      "/albums/harbour",
      "/albums/events",
      "/api/albums",
      "/api/galleries",
      "/api/galleries/events/albums",
      "/search?q=zebraword",
      "/search?q=quokkacaption",
      "/search?q=narwhaltag",
      "/search?q=secretcam",
      "/search?q=wedding",
      "/feed.xml",
      "/feed.json",
      "/sitemap.xml",
    ]) {
      const answer = await get(address);
      expect(answer.status, address).toBe(200);
      expect(answer.body, address).not.toMatch(privateWords);
    }
    // Browse pages answer 404 where nothing is left to list; either way they name nothing of it.
    for (const address of ["/tags", "/cameras", "/years", "/tags/narwhaltag", "/cameras/secretcam-secretcam-one"]) {
      expect((await get(address)).body, address).not.toMatch(privateWords);
    }
    expect((await get("/tags/narwhaltag")).status).toBe(404);
    // Events has nothing visible below it: no card of a hidden album, and its own card no cover of one.
    expect((await get("/albums/events")).body).not.toContain("album-card");
    const eventsCard = /<a[^>]*href="\/albums\/events"[^>]*>([\s\S]*?)<\/a>/.exec((await get("/")).body)![1]!;
    expect(eventsCard).not.toContain("/img/");
  });
});

describe("an unlisted album", () => {
  it("answers at its address, with its sub-albums, pictures and originals, and asks not to be indexed", async () => {
    const page = await get("/albums/client");
    expect(page.status).toBe(200);
    expect(page.body).toContain('<meta name="robots" content="noindex"');
    expect(page.body).not.toContain("/albums/client/feed.xml");
    expect(page.body).toContain('href="/albums/proofs"');
    const photo = await get("/albums/client/1");
    expect(photo.status).toBe(200);
    expect(photo.body).toContain('<meta name="robots" content="noindex"');
    const picture = page.body.match(/\/img\/[0-9a-f]{24}\/[0-9]+\.jpg/)![0];
    expect((await get(picture)).status).toBe(200);
    expect((await get((await get("/api/galleries/client")).body.match(/\/original\/[0-9a-f]{12}\/[0-9a-f]{24}/)![0])).status).toBe(200);
    expect((await get("/albums/proofs")).status).toBe(200);
  });

  it("is in no menu, home page, search, browse page, feed or sitemap, and has no feed of its own", async () => {
    for (const address of [
      "/",
      "/albums/harbour",
      "/api/albums",
      "/api/galleries",
      "/search?q=clientword",
      "/search?q=client",
      "/cameras",
      "/feed.xml",
      "/feed.json",
      "/sitemap.xml",
    ]) {
      const answer = await get(address);
      expect(answer.status, address).toBe(200);
      expect(answer.body, address).not.toMatch(unlistedWords);
    }
    expect((await get("/albums/client/feed.xml")).status).toBe(404);
  });
});

describe("a public album", () => {
  it("is everywhere as before", async () => {
    expect((await get("/")).body).toContain('href="/albums/harbour"');
    expect((await get("/search?q=pubcam")).body).toContain("/albums/harbour");
    expect((await get("/sitemap.xml")).body).toContain("/albums/harbour");
    expect((await get("/albums/harbour/feed.xml")).status).toBe(200);
  });
});
