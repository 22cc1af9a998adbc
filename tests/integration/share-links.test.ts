import { copyFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../app/lib/auth/password-hash.server";
import type { NewShareLink } from "../../app/lib/sharing/share-link";
import { SqliteShareStore } from "../../app/lib/sharing/share-store.server";
import { makeJpeg, tempDir, writeYaml } from "../helpers/fixtures";
import { runShare } from "../helpers/share-cli";
import { freePort } from "../harness/free-ports";
import { spawnServer, type SpawnedServer } from "../harness/spawn-server";

// A real server, a private wedding (with a sub-album, a video and a picture also in a public
// album), a private shoot, and share links made in the server's own store file as
// `npm run share` makes them. A visitor without a link, or with a link of another album, an
// expired or a revoked one, gets the answers of an unknown address; a link's holder sees the
// album, and takes away what the link allows.
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
let server: SpawnedServer;
let sharing: SqliteShareStore;
let content: string;
let data: string;
const day = 86_400_000;

type Answer = { status: number; headers: Headers; body: string };
const get = async (address: string, cookie?: string, init: RequestInit = {}): Promise<Answer> => {
  const response = await fetch(`${origin}${address}`, { redirect: "manual", ...init, headers: { ...(cookie ? { cookie } : {}), ...init.headers } });
  return { status: response.status, headers: response.headers, body: await response.text() };
};
const cookieOf = (answer: Answer) => answer.headers.getSetCookie()[0]?.split(";")[0] ?? "";
const privateWords = /wedding|reception|zebraword|first dance/i;

/** A link in the server's store; its /s/ address. */
async function share(link: Partial<NewShareLink> & Pick<NewShareLink, "album">, createdAt = Date.now()): Promise<{ id: string; path: string }> {
  const made = sharing.create({ label: "", expiresAt: createdAt + 30 * day, passwordHash: null, downloads: "web", ...link }, createdAt);
  return { id: made.link.id, path: `/s/${made.token}` };
}

/** The landing page's button, as a browser posts it (from this site); extra headers e.g. X-Forwarded-For. */
const press = (link: { path: string }, cookie?: string, headers: Record<string, string> = {}) =>
  get(link.path, cookie, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin", ...headers } });

/** Opens a link as a person does (the landing page's button): the grant cookie it sets, and where it sends the browser. */
async function open(link: { path: string }, cookie?: string) {
  const answer = await press(link, cookie);
  return { answer, cookie: cookieOf(answer), to: answer.headers.get("location") };
}

beforeAll(async () => {
  content = await tempDir("vitrine-share-");
  data = await tempDir("vitrine-share-data-");
  await writeFile(path.join(content, "vitrine.config.yml"), "title: Share test\n");
  const boats = path.join(content, "Harbour", "boats.jpg");
  await makeJpeg(boats, { width: 300, height: 200, color: "#2a6f97" });
  const wedding = path.join(content, "Wedding");
  await makeJpeg(path.join(wedding, "vows.jpg"), { width: 300, height: 200, color: "#9d0208" });
  await writeYaml(path.join(wedding, "vows.jpg.yml"), { title: "Zebraword vows" });
  await copyFile(boats, path.join(wedding, "boats.jpg"));
  await writeFile(path.join(wedding, "dance.mp4"), Buffer.alloc(2048, 1));
  await writeYaml(path.join(wedding, "items.yml"), { items: [{ type: "video", title: "First dance", file: "dance.mp4" }] });
  await writeYaml(path.join(wedding, "album.yml"), { access: "private" });
  await makeJpeg(path.join(wedding, "Reception", "cake.jpg"), { width: 300, height: 200, color: "#6a040f" });
  await makeJpeg(path.join(content, "Shoot", "client.jpg"), { width: 300, height: 200, color: "#588157" });
  await writeYaml(path.join(content, "Shoot", "album.yml"), { access: "private" });
  // Behind a proxy on loopback: X-Forwarded-For names the client, so two addresses can try passwords.
  server = spawnServer({ PORT: String(port), CONTENT_DIR: content, DATA_DIR: data, TRUST_PROXY: "loopback" });
  await server.listening(60_000);
  sharing = SqliteShareStore.open(path.join(data, "sharing.sqlite"));
}, 120_000);

afterAll(async () => {
  sharing?.close();
  server?.child.kill("SIGTERM");
  await server?.exited;
});

describe("a share link", () => {
  it("gives its holder the album at its own address (the token in no address bar or Referer), kept by no cache", async () => {
    const link = await share({ album: "path:Wedding" });
    const { answer, cookie, to } = await open(link);
    expect(answer.status).toBe(303);
    expect(to).toBe("/albums/wedding");
    expect(answer.headers.get("referrer-policy")).toBe("origin");
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(answer.headers.getSetCookie()[0]).toMatch(/^vitrine_grant=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/);

    const page = await get("/albums/wedding", cookie);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(page.body).toContain("Zebraword vows");
    expect(page.body).toContain('href="/albums/reception"');
    expect(page.body).toContain('<meta name="robots" content="noindex"');
    for (const address of [
      "/albums/wedding/1",
      "/albums/reception",
      "/api/galleries/wedding",
      "/api/galleries/wedding/items?page=1",
      "/api/galleries/wedding/albums",
    ]) {
      const answer = await get(address, cookie);
      expect(answer.status, address).toBe(200);
      expect(answer.headers.get("cache-control"), address).toBe("private, no-store");
    }
    // A picture of the wedding alone (boats.jpg is in the public harbour too, and stays public).
    const harbour = (await get("/albums/harbour")).body;
    const picture = page.body.match(/\/img\/[0-9a-f]{24}\/[0-9]+\.jpg/g)!.find((address) => !harbour.includes(address.slice(0, 30)))!;
    expect((await get(picture)).status).toBe(404);
    const own = await get(picture, cookie);
    expect(own.status).toBe(200);
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    const video = await get(page.body.match(/\/media\/[0-9a-f]{12}\/dance\.mp4/)![0], cookie);
    expect(video.status).toBe(200);
    expect(video.headers.get("cache-control")).toBe("private, no-store");
  });

  it("takes away what it allows: web-sized pictures by default, originals and the ZIP only when it says so", async () => {
    const web = await open(await share({ album: "path:Wedding" }));
    // The grid's pages say a download is web-sized (the browser makes its address: gallery-item.ts); the album's manifest spells it out.
    const webPage = await get("/api/galleries/wedding/items?page=1", web.cookie);
    expect(webPage.body).not.toContain("/original/");
    expect(webPage.body).toMatch(/"original":\{"name":"[^"]+\.jpg","web":true\}/);
    const webManifest = await get("/api/galleries/wedding", web.cookie);
    expect(webManifest.body).not.toContain("/original/");
    expect(webManifest.body).toMatch(/"original":\{"href":"\/img\/[0-9a-f]{24}\/[0-9]+\.jpg"/);
    expect((await get("/albums/wedding/download", web.cookie)).status).toBe(404);

    const originals = await open(await share({ album: "path:Wedding", downloads: "originals" }));
    const page = await get("/api/galleries/wedding", originals.cookie);
    const original = page.body.match(/\/original\/[0-9a-f]{12}\/[0-9a-f]{24}/)![0];
    expect((await get(original, originals.cookie)).status).toBe(200);
    expect((await get(original, web.cookie)).status).toBe(404);
    expect((await get(original)).status).toBe(404);
    const zip = await get("/albums/wedding/download", originals.cookie);
    expect(zip.status).toBe(200);
    expect(zip.headers.get("content-type")).toBe("application/zip");

    const none = await open(await share({ album: "path:Wedding", downloads: "none" }));
    expect((await get("/api/galleries/wedding/items?page=1", none.cookie)).body).not.toContain('"original"');
  });

  it("keeps the album out of every list, search, feed and sitemap, even for its holder", async () => {
    const { cookie } = await open(await share({ album: "path:Wedding" }));
    for (const address of ["/", "/api/albums", "/search?q=zebraword", "/feed.xml", "/sitemap.xml"]) {
      const answer = await get(address, cookie);
      expect(answer.status, address).toBe(200);
      expect(answer.body.replaceAll("zebraword", "QUERY"), address).not.toMatch(privateWords);
    }
  });

  it("opens only its own album: a link of another album, an expired one, a revoked one and its old cookie open nothing", async () => {
    const other = await open(await share({ album: "path:Shoot" }));
    expect(other.to).toBe("/albums/shoot");
    const holder = await open(await share({ album: "path:Wedding" }));
    const videoAddress = (await get("/albums/wedding", holder.cookie)).body.match(/\/media\/[0-9a-f]{12}\/dance\.mp4/)![0];
    const stranger = await get("/albums/no-such-a");
    for (const cookie of [other.cookie, "vitrine_grant=forged"]) {
      // The same visitor asking for an address that never existed: the same answer, word for word.
      const [answer, unknown] = [await get("/albums/wedding", cookie), await get("/albums/no-such-a", cookie)];
      expect(answer.status).toBe(404);
      expect(answer.body.replaceAll("wedding", "no-such-a")).toBe(unknown.body);
      // Its video, the same as a file that never was.
      const [video, noVideo] = [await get(videoAddress, cookie), await get(videoAddress.replace("dance", "dancx"), cookie)];
      expect([video.status, video.body]).toEqual([noVideo.status, noVideo.body]);
      expect(video.status).toBe(404);
    }

    const expired = await share({ album: "path:Wedding", expiresAt: Date.now() - 1000 }, Date.now() - 31 * day);
    const gone = await get(expired.path);
    expect(gone.status).toBe(410);
    expect(gone.body).toContain("This link has expired");
    expect(gone.body).not.toMatch(privateWords);
    expect(gone.headers.getSetCookie()).toEqual([]);

    const revocable = await share({ album: "path:Wedding" });
    const held = await open(revocable);
    expect((await get("/albums/wedding", held.cookie)).status).toBe(200);
    expect(sharing.revoke(revocable.id, Date.now())).toBe(true);
    // On the very next request, whatever the old cookie says.
    const revoked = await get("/albums/wedding", held.cookie);
    expect(revoked.status).toBe(404);
    expect(revoked.body.replaceAll("wedding", "no-such-a")).toBe(stranger.body);
    const page = await get(revocable.path);
    expect(page.status).toBe(410);
    expect(page.body).toContain("This link no longer works");
    expect((await get("/s/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")).status).toBe(404);
    expect((await get("/s/not a token")).status).toBe(404);
  });

  it("gives one client 20 new grants an hour; a browser opening its link again keeps its grant", async () => {
    const link = await share({ album: "path:Wedding" });
    const from = { "x-forwarded-for": "192.0.2.44" };
    const first = await press(link, undefined, from);
    expect(first.status).toBe(303);
    const again = await press(link, cookieOf(first), from);
    expect(again.status).toBe(303);
    expect(cookieOf(again)).toBe(cookieOf(first));
    const answers = await Promise.all(Array.from({ length: 25 }, () => press(link, undefined, from)));
    expect(answers.filter((answer) => answer.status === 303)).toHaveLength(19);
    const limited = answers.filter((answer) => answer.status === 429);
    expect(limited).toHaveLength(6);
    expect(limited[0]!.body).toContain("Too many tries");
    expect(limited[0]!.body).not.toContain('type="password"');
    expect(limited.every((answer) => answer.headers.getSetCookie().length === 0 && Number(answer.headers.get("retry-after")) > 0)).toBe(true);
    expect((await press(link, cookieOf(first), from)).status).toBe(303);
  });

  it("with a password: the form says only the site's name and 'Private album'; a wrong password opens nothing, and tries are limited", async () => {
    const link = await share({ album: "path:Wedding", passwordHash: await hashPassword("correct horse") });
    const form = await get(link.path);
    expect(form.status).toBe(200);
    expect(form.body).toContain("<title>Private album · Share test</title>");
    expect(form.body).not.toMatch(privateWords);
    expect(form.headers.getSetCookie()).toEqual([]);
    const post = (password: string, from: string) =>
      get(link.path, undefined, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin", "x-forwarded-for": from },
        body: new URLSearchParams({ password }),
      });
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => post(`wrong ${i}`, "203.0.113.7")));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.every((status) => status === 401 || status === 429 || status === 503)).toBe(true);
    expect(answers.every((answer) => answer.headers.getSetCookie().length === 0)).toBe(true);
    expect(answers.some((answer) => answer.body.includes("Too many tries"))).toBe(true);
    // Another address is not locked out by the first one's tries.
    const right = await post("correct horse", "198.51.100.9");
    expect(right.status).toBe(303);
    expect(right.headers.get("location")).toBe("/albums/wedding");
    expect((await get("/albums/wedding", cookieOf(right))).status).toBe(200);
  });

  it("files what its holders do under the link (not the site's reports: the store contract test): `npm run share -- list` shows its visitors and photos viewed", async () => {
    const link = await share({ album: "path:Wedding", label: "Receipts" });
    const { cookie } = await open(link);
    const items = JSON.parse((await get("/api/galleries/wedding", cookie)).body) as { items: { id: string; index: number; title: string }[] };
    const item = items.items[0]!;
    // What the tracker sends from the shared album: a page view and a photo view.
    const page = { page_location: `${origin}/albums/wedding`, page_referrer: "" };
    const photo = {
      ...page,
      gallery: "wedding",
      item_id: item.id,
      item_index: item.index,
      item_title: item.title,
      item_type: "image",
      open_via: "click",
      engagement_time_msec: 1500,
    };
    const sent = await fetch(`${origin}/api/v`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin,
        cookie,
        "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
        "x-forwarded-for": "198.51.100.77",
      },
      body: JSON.stringify({
        events: [
          { name: "page_view", params: page, ts: Date.now() },
          { name: "photo_view", params: photo, ts: Date.now() + 1000 },
        ],
      }),
    });
    expect(sent.status).toBe(204);
    const listed = await runShare(["list"], { CONTENT_DIR: content, DATA_DIR: data });
    expect(listed.code, listed.stderr).toBe(0);
    const row = listed.stdout.split("\n").find((line) => line.startsWith(link.id))!;
    // visitors, photos viewed, downloads: the table's last three columns.
    expect(
      row
        .trim()
        .split(/\s{2,}/)
        .slice(-3),
    ).toEqual(["1", "1", "0"]);
  });
});
