import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { sidecar } from "exifr";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SqliteProofingStore } from "../../app/lib/proofing/proofing-store.server";
import { SqliteShareStore } from "../../app/lib/sharing/share-store.server";
import { makeJpeg, tempDir, writeYaml } from "../helpers/fixtures";
import { ownerCookie } from "../helpers/owner-session";
import { ownerXmp } from "../helpers/owner-xmp";
import { unzip } from "../helpers/unzip";
import { freePort } from "../harness/free-ports";
import { spawnServer, type SpawnedServer } from "../harness/spawn-server";

// The owner's page of a share link on a real server: two people picked in a private wedding (one
// sent, one not), a link whose album is gone, and a link nobody picked through. The page, its reopen
// form, and its three downloads, each the owner's alone.
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const ownerPassword = "selection-page-owner";
const hostileName = "<script>alert(1)</script>Anna";
let server: SpawnedServer;
let sharing: SqliteShareStore;
let proofing: SqliteProofingStore;
let owner = "";
let anna = "";
let wedding = "";
let broken = "";
let untouched = "";
let album = "";
const ids: Record<string, string> = {};

type Answer = { status: number; headers: Headers; body: string };

async function get(address: string, cookie = owner, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(`${origin}${address}`, { redirect: "manual", ...init, headers: { cookie, ...init.headers } });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

async function bytes(address: string): Promise<Buffer> {
  const response = await fetch(`${origin}${address}`, { headers: { cookie: owner } });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** React writes quotes and ampersands as entities, and `<!-- -->` between texts: the page as the owner reads it. */
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

/** A browser that opened the link, as a holder's cookie. */
async function opened(token: string): Promise<string> {
  const answer = await get(`/s/${token}`, "", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
  });
  return answer.headers.getSetCookie()[0]!.split(";")[0]!;
}

async function change(cookie: string, fields: Record<string, string>): Promise<void> {
  const answer = await get("/proofing", cookie, {
    method: "POST",
    body: new URLSearchParams({ album: "wedding", ...fields }),
    headers: { "sec-fetch-site": "same-origin", accept: "application/json", "content-type": "application/x-www-form-urlencoded" },
  });
  expect(answer.status, answer.body).toBe(200);
}

/** The page's reopen form as the browser sends it: its CSRF token (unless left out), then the fields given. */
async function reopen(linkId: string, fields: Record<string, string>, withToken = true): Promise<Answer> {
  const page = await get(`/admin/sharing/${linkId}`);
  const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)![1]!;
  return get(`/admin/sharing/${linkId}`, owner, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...(withToken ? { csrf } : {}), intent: "reopen", ...fields }),
  });
}

beforeAll(async () => {
  const content = await tempDir("vitrine-selection-page-");
  const data = await tempDir("vitrine-selection-page-data-");
  await writeYaml(path.join(content, "vitrine.config.yml"), { title: "Selections test" });
  album = path.join(content, "Wedding");
  const small = { width: 300, height: 200 };
  // Lightroom's export, named by its RAW in the catalogue; camera names, one inside another.
  await makeJpeg(path.join(album, "Smith-001.jpg"), { ...small, color: "#9d0208", xmp: ownerXmp({ rawFileName: "318A1153.CR3" }) });
  await makeJpeg(path.join(album, "IMG_1.jpg"), { ...small, color: "#9d0218" });
  await makeJpeg(path.join(album, "IMG_10.jpg"), { ...small, color: "#9d0228" });
  await makeJpeg(path.join(album, "IMG_2.jpg"), { ...small, color: "#9d0238" });
  await writeYaml(path.join(album, "album.yml"), {
    title: "Wedding",
    access: "private",
    proofing: {
      lists: [
        { name: "Album", max: 3 },
        { name: "Retouch", max: 2 },
      ],
      comments: true,
    },
  });
  server = spawnServer({ PORT: String(port), CONTENT_DIR: content, DATA_DIR: data, VITRINE_ADMIN_PASSWORD: ownerPassword });
  await server.listening(60_000);
  sharing = SqliteShareStore.open(path.join(data, "sharing.sqlite"));
  proofing = SqliteProofingStore.open(path.join(data, "sharing.sqlite"));
  owner = await ownerCookie(origin, ownerPassword);

  const made = sharing.create({ album: "path:Wedding", label: "Smiths", expiresAt: null, passwordHash: null, downloads: "none" }, Date.now());
  wedding = made.link.id;
  anna = await opened(made.token);
  const ben = await opened(made.token);
  const manifest = JSON.parse((await get("/api/galleries/wedding")).body) as { items: { id: string; title: string }[] };
  // Titles come from the files' names, as the site writes them ("IMG 1").
  for (const { id, title } of manifest.items) ids[title] = id;
  await change(anna, { intent: "name", name: hostileName });
  await change(anna, { intent: "pick", item: ids["Smith 001"]!, list: "Album" });
  await change(anna, { intent: "pick", item: ids["IMG 1"]!, list: "Album" });
  await change(anna, { intent: "pick", item: ids["IMG 1"]!, list: "Retouch" });
  await change(anna, { intent: "comment", item: ids["Smith 001"]!, text: "Brighter, <b>please</b> & crop" });
  await change(ben, { intent: "name", name: "Ben" });
  await change(ben, { intent: "pick", item: ids["IMG 2"]!, list: "Retouch" });
  await change(ben, { intent: "send" });

  // A link whose album is gone since its holder picked: the picks stay, by item id.
  broken = sharing.create({ album: "path:Gone", label: "Old shoot", expiresAt: null, passwordHash: null, downloads: "none" }, Date.now()).link.id;
  const gone = { grantId: sharing.grant(broken, Date.now()), linkId: broken, album: "path:Gone" };
  proofing.change(gone, { kind: "name", name: "Cleo" }, new Map(), Date.now());
  proofing.change(gone, { kind: "pick", list: "Picks", item: "0123456789ab", on: true }, new Map([["Picks", 10]]), Date.now());
  untouched = sharing.create({ album: "path:Wedding", label: "Nobody yet", expiresAt: null, passwordHash: null, downloads: "none" }, Date.now()).link.id;
}, 120_000);

afterAll(async () => {
  proofing?.close();
  sharing?.close();
  server?.child.kill("SIGTERM");
  await server?.exited;
});

describe("the owner's page of a share link's selections", () => {
  it("knows the wedding's pictures by their titles", () => {
    expect(Object.keys(ids)).toEqual(["IMG 1", "IMG 2", "IMG 10", "Smith 001"]);
  });

  it("shows each person's lists as thumbnails with their comments, who sent, names escaped", async () => {
    const page = await get(`/admin/sharing/${wedding}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(page.body).toContain('<meta name="robots" content="noindex"/>');
    expect(page.body).not.toContain("<script>alert(1)</script>");
    expect(page.body).not.toContain("<b>please</b>");
    const body = text(page.body);
    expect(body).toContain("<dd>Smiths</dd>");
    expect(body).toMatch(/<h3>&lt;script&gt;alert\(1\)&lt;\/script&gt;Anna<\/h3>\s*<p class="admin-note">Not sent yet/);
    expect(body).toContain("<h4>Album: 2 of 3</h4>");
    expect(body).toContain("<h4>Retouch: 1 of 2</h4>");
    expect(body).toContain('<q class="selection-picks__comment">Brighter, &lt;b&gt;please&lt;/b&gt; & crop</q>');
    expect(body).toMatch(/<h3>Ben<\/h3>[\s\S]*?Sent <time dateTime="[^"]+">\d{4}-\d\d-\d\d \d\d:\d\d<\/time> UTC: locked until you reopen it\./);
    expect(body).toContain('>Reopen<span class="visually-hidden"> the selection of Ben</span>');
    // Thumbnails are the dashboard's: the photo's own small derivatives, from this server.
    expect(page.body).toMatch(/<img src="\/img\/[^"]+"/);
    // Everyone together: Retouch holds Anna's IMG_1 and Ben's IMG_2, in the album's order; Album, the catalogue's name of Smith-001.
    const fields = [...body.matchAll(/<textarea [^>]*>([^<]*)<\/textarea>/g)].map((match) => match[1]!);
    expect(fields).toContain("IMG_1, 318A1153");
    expect(fields).toContain("IMG_1 IMG_2");
    expect(fields).toContain("IMG_1 OR IMG_2");
    expect(body).toContain("<code>IMG_1</code> also finds <code>IMG_10</code> in Lightroom");
    expect(body).toContain(`href="/admin/sharing/${wedding}/originals.zip?album=path%3AWedding"`);
  });

  it("lists a broken link's picks by item id with the names people gave, and offers nothing to export", async () => {
    const body = text((await get(`/admin/sharing/${broken}`)).body);
    expect(body).toContain("Broken: its album is gone");
    expect(body).toContain("<h3>Cleo</h3>");
    expect(body).toContain("<code>0123456789ab</code>");
    expect(body).toContain('<h4>Picks: 1 picked<span class="badge">no longer in album.yml</span></h4>');
    expect(body).not.toContain("<textarea");
    expect((await get(`/admin/sharing/${broken}/selection.csv?album=path%3AGone`)).status).toBe(404);
    expect(text((await get(`/admin/sharing/${untouched}`)).body)).toContain("Nobody has picked anything through this link yet.");
  });

  it("sums the picks in the Sharing table, each row linking to its link's page", async () => {
    const body = text((await get("/admin/sharing")).body);

    const cell = (id: string) => new RegExp(`<td class="sharing-table__picks"><a href="/admin/sharing/${id}">([^<]*)<span`).exec(body)?.[1];
    expect(cell(wedding)).toBe("2 people: 4 of 10; 1 sent, last " + new Date().toISOString().slice(0, 10));
    expect(cell(broken)).toBe("1 picked, not sent");
    expect(cell(untouched)).toBe("None yet");
  });

  it("writes the CSV: a row per list, picture and person, in the album's order", async () => {
    const answer = await fetch(`${origin}/admin/sharing/${wedding}/selection.csv?album=path%3AWedding`, { headers: { cookie: owner } });
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toContain(`filename="wedding-${wedding}-selection.csv"`);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    const rows = (await answer.text()).trim().split(/\r?\n/);
    expect(rows).toEqual([
      "list,name,file,person,comment",
      `Album,IMG_1,IMG_1.jpg,${hostileName},`,
      `Album,318A1153,Smith-001.jpg,${hostileName},"Brighter, <b>please</b> & crop"`,
      `Retouch,IMG_1,IMG_1.jpg,${hostileName},`,
      "Retouch,IMG_2,IMG_2.jpg,Ben,",
    ]);
  });

  it("zips an XMP sidecar per picked picture, named as the catalogue knows it, which exifr reads", async () => {
    const entries = await unzip(await bytes(`/admin/sharing/${wedding}/sidecars.zip?album=path%3AWedding`));
    expect([...entries.keys()].sort()).toEqual(["318A1153.xmp", "IMG_1.xmp", "IMG_2.xmp"]);
    const raws = await tempDir();
    const read: Record<string, unknown> = {};
    for (const [name, { bytes: xml }] of entries) {
      await writeFile(path.join(raws, name), xml);
      read[name] = ((await sidecar(path.join(raws, name))) as { xmp: unknown }).xmp;
    }
    expect(read).toEqual({
      "318A1153.xmp": { Rating: 5, Label: "Album" },
      "IMG_1.xmp": { Rating: 5, Label: "Album" },
      "IMG_2.xmp": { Rating: 4, Label: "Retouch" },
    });
  });

  it("zips the picks' originals once each, under their published names, byte for byte", async () => {
    const answer = await fetch(`${origin}/admin/sharing/${wedding}/originals.zip?album=path%3AWedding`, { headers: { cookie: owner } });
    expect(answer.headers.get("content-type")).toBe("application/zip");
    expect(answer.headers.get("content-disposition")).toContain(`filename="wedding-${wedding}-originals.zip"`);
    const entries = await unzip(Buffer.from(await answer.arrayBuffer()));
    const folder = `wedding-${wedding}-originals`;
    expect([...entries.keys()]).toEqual([`${folder}/IMG_1.jpg`, `${folder}/IMG_2.jpg`, `${folder}/Smith-001.jpg`]);
    for (const name of ["IMG_1.jpg", "IMG_2.jpg", "Smith-001.jpg"]) {
      expect(entries.get(`${folder}/${name}`)!.bytes.equals(await readFile(path.join(album, name)))).toBe(true);
    }
  });

  it("reopens a sent selection only with the form's token, and says whose", async () => {
    const [, ben] = proofing.selectionsOfLink(wedding);
    expect(ben!.sentAt).not.toBeNull();
    expect((await reopen(wedding, { selection: ben!.id }, false)).status).toBe(403);
    expect(proofing.selectionsOfLink(wedding)[1]!.sentAt).not.toBeNull();
    const refused = await reopen(wedding, { selection: "BBBBBBBBBBBB" });
    expect(refused.status).toBe(400);
    expect(text(refused.body)).toContain('role="alert">No selection on this link has that id.</p>');
    // Another link's selection is not this link's to reopen.
    expect((await reopen(untouched, { selection: ben!.id })).status).toBe(400);
    const done = await reopen(wedding, { selection: ben!.id });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe(`/admin/sharing/${wedding}?reopened=${ben!.id}`);
    expect(proofing.selectionsOfLink(wedding)[1]!.sentAt).toBeNull();
    const after = text((await get(done.headers.get("location")!)).body);
    expect(after).toContain('role="status">Reopened the selection of Ben: they may change it and send it again.</p>');
    expect(after).toMatch(/<h3>Ben<\/h3>\s*<p class="admin-note">Not sent yet/);
  });

  it("is the owner's alone: the public and a holder are sent to the login from the page, 401 from the downloads", async () => {
    const downloads = ["selection.csv", "sidecars.zip", "originals.zip"].map((file) => `/admin/sharing/${wedding}/${file}?album=path%3AWedding`);
    for (const cookie of ["", anna]) {
      const page = await get(`/admin/sharing/${wedding}`, cookie);
      expect(page.status).toBe(302);
      expect(page.headers.get("location")).toBe(`/admin/login?next=${encodeURIComponent(`/admin/sharing/${wedding}`)}`);
      expect((await get(`/admin/sharing/${wedding}`, cookie, { method: "POST", body: new URLSearchParams({ intent: "reopen" }) })).status).toBe(302);
      for (const address of downloads) {
        const answer = await get(address, cookie);
        expect(answer.status, address).toBe(401);
        expect(JSON.parse(answer.body)).toMatchObject({ error: { code: "LOGIN_REQUIRED" } });
      }
    }
  });

  it("answers 404 for an id no link has, and for an album the link's selections were not made in", async () => {
    for (const id of ["AAAAAAAAAAAA", "..%2F..%2Fx", "%3Cscript%3E"]) {
      expect((await get(`/admin/sharing/${id}`)).status).toBe(404);
      const csv = await get(`/admin/sharing/${id}/selection.csv?album=path%3AWedding`);
      expect(csv.status).toBe(404);
      expect(JSON.parse(csv.body)).toMatchObject({ error: { code: "SHARE_LINK_NOT_FOUND" } });
    }
    for (const query of ["", "?album=path%3AHarbour", "?album=path%3AWedding&album=x", `?album=${"x".repeat(3000)}`]) {
      const answer = await get(`/admin/sharing/${untouched}/sidecars.zip${query}`);
      expect(answer.status, query).toBe(404);
      expect(JSON.parse(answer.body)).toMatchObject({ error: { code: "SELECTION_EXPORT_NOT_AVAILABLE" } });
    }
  });
});
