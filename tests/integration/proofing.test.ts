import { createServer, type Server } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SqliteProofingStore } from "../../app/lib/proofing/proofing-store.server";
import type { NewShareLink } from "../../app/lib/sharing/share-link";
import { SqliteShareStore } from "../../app/lib/sharing/share-store.server";
import { makeJpeg, tempDir, writeYaml } from "../helpers/fixtures";
import { freePort } from "../harness/free-ports";
import { ownerCookie } from "../helpers/owner-session";
import { spawnServer, type SpawnedServer } from "../harness/spawn-server";

// A real server: a private wedding taking picks into two lists (Album, at most 2; Retouch, at
// most 1) with comments; a public harbour whose album.yml asks for proofing too (its public page
// must not show it); a shoot whose deadline has passed. Links made in the server's own store.
const [port, hookPort, downPort] = [await freePort(), await freePort(), await freePort()];
const ownerPassword = "proofing-owner-password";
// The owner's webhook: every notice it is sent, and a way to wait for the next of a kind.
let hook: Server;
const notices: { kind: string; person?: string; linkLabel: string; lists?: unknown }[] = [];
const waiting: (() => void)[] = [];
const noticeOf = async (kind: string) => {
  while (!notices.some((notice) => notice.kind === kind)) await new Promise<void>((resolve) => waiting.push(resolve));
  return notices.find((notice) => notice.kind === kind)!;
};
const origin = `http://127.0.0.1:${port}`;
let server: SpawnedServer;
let sharing: SqliteShareStore;
let proofing: SqliteProofingStore;
const day = 86_400_000;
const ids: Record<string, string> = {};

type Answer = { status: number; headers: Headers; body: string };
const get = async (address: string, cookie?: string, init: RequestInit = {}): Promise<Answer> => {
  const response = await fetch(`${origin}${address}`, { redirect: "manual", ...init, headers: { ...(cookie ? { cookie } : {}), ...init.headers } });
  return { status: response.status, headers: response.headers, body: await response.text() };
};
const cookieOf = (answer: Answer) => answer.headers.getSetCookie()[0]?.split(";")[0] ?? "";

async function holder(album: string, link: Partial<NewShareLink> = {}): Promise<{ cookie: string; id: string }> {
  const made = sharing.create({ album, label: "Anna & Ben", expiresAt: Date.now() + 30 * day, passwordHash: null, downloads: "web", ...link }, Date.now());
  const answer = await get(`/s/${made.token}`, undefined, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
  });
  expect(answer.status).toBe(303);
  return { cookie: cookieOf(answer), id: made.link.id };
}

/** A proofing form as the page's script posts it (multipart, asking for JSON), or as a page without JavaScript does. */
function post(cookie: string | undefined, fields: Record<string, string>, options: { json?: boolean; site?: string } = {}) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return get("/proofing", cookie, {
    method: "POST",
    body: options.json === false ? new URLSearchParams(fields) : body,
    headers: {
      "sec-fetch-site": options.site ?? "same-origin",
      ...(options.json === false ? { "content-type": "application/x-www-form-urlencoded" } : { accept: "application/json" }),
    },
  });
}
const stateOf = (answer: Answer) =>
  (JSON.parse(answer.body) as { state: { lists: { name: string; count: number }[]; picks: Record<string, string[]>; sentAt: number | null; name: string } })
    .state;
const codeOf = (answer: Answer) => (JSON.parse(answer.body) as { error: { code: string } }).error.code;
const pick = (cookie: string, item: string, list = "Album", album = "wedding") => post(cookie, { intent: "pick", album, item, list });

beforeAll(async () => {
  const content = await tempDir("vitrine-proofing-");
  const data = await tempDir("vitrine-proofing-data-");
  hook = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      notices.push((JSON.parse(body) as { notice: (typeof notices)[number] }).notice);
      res.end();
      for (const wake of waiting.splice(0)) wake();
    });
  }).listen(hookPort, "127.0.0.1");
  await writeYaml(path.join(content, "vitrine.config.yml"), {
    title: "Choosing test",
    // ntfy on a port nothing listens on: a channel that is down.
    notifications: { webhook: { url: `http://127.0.0.1:${hookPort}/hook` }, ntfy: { url: `http://127.0.0.1:${downPort}/topic` } },
  });
  for (let i = 0; i < 4; i++) await makeJpeg(path.join(content, "Wedding", `w${i}.jpg`), { width: 300, height: 200, color: `#9d020${i}` });
  await writeYaml(path.join(content, "Wedding", "album.yml"), {
    access: "private",
    proofing: {
      lists: [
        { name: "Album", max: 2 },
        { name: "Retouch", max: 1 },
      ],
      comments: true,
    },
  });
  await makeJpeg(path.join(content, "Harbour", "boats.jpg"), { width: 300, height: 200, color: "#2a6f97" });
  await writeYaml(path.join(content, "Harbour", "album.yml"), { proofing: true });
  await makeJpeg(path.join(content, "Shoot", "s0.jpg"), { width: 300, height: 200, color: "#123456" });
  await writeYaml(path.join(content, "Shoot", "album.yml"), { access: "private", proofing: { lists: [{ name: "Picks" }], deadline: "2020-01-31" } });
  server = spawnServer({ PORT: String(port), CONTENT_DIR: content, DATA_DIR: data, VITRINE_ADMIN_PASSWORD: ownerPassword });
  await server.listening(60_000);
  sharing = SqliteShareStore.open(path.join(data, "sharing.sqlite"));
  proofing = SqliteProofingStore.open(path.join(data, "sharing.sqlite"));
  const items = (await (await fetch(`${origin}/api/galleries/harbour`)).json()) as { items: { id: string }[] };
  ids.boats = items.items[0]!.id;
}, 90_000);

afterAll(async () => {
  proofing.close();
  sharing.close();
  server.child.kill("SIGTERM");
  await server.exited;
  hook.close();
});

/** The wedding's item ids, as its holder's page lists them. */
async function weddingItems(cookie: string): Promise<string[]> {
  const page = await get("/albums/wedding", cookie);
  return [...new Set([...page.body.matchAll(/name="item" value="([a-f0-9]{12})"/g)].map((match) => match[1]!))];
}

describe("client proofing on a share link", () => {
  it("shows nothing of proofing on a public page, and takes no picks from the public", async () => {
    const page = await get("/albums/harbour");
    expect(page.status).toBe(200);
    // Remix's route manifest names every route, /proofing among them; nothing else of proofing is there.
    expect(page.body).not.toMatch(/class="proof|Your selection|action="\/proofing"|proofing-[\w-]+\.css/);
    expect(codeOf(await pick("", ids.boats!, "Selection", "harbour"))).toBe("PROOFING_UNAVAILABLE");
    // A made-up grant is the public.
    expect(codeOf(await pick("vitrine_grant=%5B%22AAAAAAAAAAAAAAAAAAAAAA%22%5D", ids.boats!, "Selection", "harbour"))).toBe("PROOFING_UNAVAILABLE");
  });

  it("lets a holder pick up to a list's maximum, say so past it, and always remove", async () => {
    const { cookie } = await holder("path:Wedding");
    const page = await get("/albums/wedding", cookie);
    expect(page.headers.get("cache-control")).toMatch(/private/);
    expect(page.body).toContain("Your selection");
    const [a, b, c] = await weddingItems(cookie);
    expect(stateOf(await pick(cookie, a!)).lists[0]).toEqual({ name: "Album", max: 2, count: 1 });
    expect(stateOf(await pick(cookie, b!)).lists[0]!.count).toBe(2);
    const full = await pick(cookie, c!);
    expect(full.status).toBe(409);
    expect(codeOf(full)).toBe("PROOFING_LIST_FULL");
    expect(stateOf(await post(cookie, { intent: "unpick", album: "wedding", item: a!, list: "Album" })).lists[0]!.count).toBe(1);
    expect(stateOf(await pick(cookie, c!)).picks).toEqual({ [b!]: ["Album"], [c!]: ["Album"] });
    // Another list has its own maximum.
    expect(stateOf(await pick(cookie, c!, "Retouch")).picks[c!]).toEqual(["Album", "Retouch"]);
  });

  it("works without JavaScript: the form posts, the page comes back with the pick or with what was refused", async () => {
    const { cookie } = await holder("path:Wedding");
    const [a, b, c] = await weddingItems(cookie);
    for (const item of [a, b]) {
      const answer = await post(cookie, { intent: "pick", album: "wedding", item: item!, list: "Album", back: "/albums/wedding" }, { json: false });
      expect(answer.status).toBe(303);
      expect(answer.headers.get("location")).toBe("/albums/wedding");
    }
    const refused = await post(cookie, { intent: "pick", album: "wedding", item: c!, list: "Album", back: "/albums/wedding/3" }, { json: false });
    expect(refused.headers.get("location")).toBe("/albums/wedding/3?proofing=PROOFING_LIST_FULL");
    const shown = await get("/albums/wedding/3?proofing=PROOFING_LIST_FULL", cookie);
    expect(shown.body).toContain("That list is full: remove a picture to add another.");
    expect(shown.body).toContain("Album: 2 of 2");
    // A return address off the site is never followed.
    const away = await post(cookie, { intent: "unpick", album: "wedding", item: a!, list: "Album", back: "//evil.example/" }, { json: false });
    expect(away.headers.get("location")).toBeNull();
  });

  it("refuses what is not the holder's to change, and stores nothing of it", async () => {
    const { cookie, id } = await holder("path:Wedding");
    const [a] = await weddingItems(cookie);
    expect(codeOf(await pick(cookie, ids.boats!))).toBe("PROOFING_INVALID"); // a picture of another album
    expect(codeOf(await pick(cookie, a!, "Favourites"))).toBe("PROOFING_INVALID"); // a list the album has not
    expect(codeOf(await pick(cookie, "0123456789ab"))).toBe("PROOFING_INVALID");
    expect(codeOf(await pick(cookie, ids.boats!, "Selection", "harbour"))).toBe("PROOFING_UNAVAILABLE"); // another album's link
    expect((await post(cookie, { intent: "pick", album: "wedding", item: a!, list: "Album" }, { site: "cross-site" })).status).toBe(403);
    expect(codeOf(await post(cookie, { intent: "comment", album: "wedding", item: a!, text: "x".repeat(2001) }))).toBe("PROOFING_INVALID");
    // A 10 MB comment is refused unread by its length, as any body over 16 KB: hostile-http.test.ts.
    expect(codeOf(await post(cookie, { intent: "drop tables", album: "wedding" }))).toBe("PROOFING_INVALID");
    expect(proofing.selectionsOfLink(id)).toEqual([]);
  });

  it("keeps two people's picks apart on one link, and shows their names and comments escaped", async () => {
    const made = sharing.create({ album: "path:Wedding", label: "Family", expiresAt: null, passwordHash: null, downloads: "none" }, Date.now());
    const open = () =>
      get(`/s/${made.token}`, undefined, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" } });
    const anna = cookieOf(await open());
    const ben = cookieOf(await open());
    const [a, b] = await weddingItems(anna);
    await post(anna, { intent: "name", album: "wedding", name: "<script>alert(1)</script>Anna" });
    await pick(anna, a!);
    await post(anna, { intent: "comment", album: "wedding", item: a!, text: "Brighter, <b>please</b> & crop" });
    await post(ben, { intent: "name", album: "wedding", name: "Ben" });
    expect(stateOf(await pick(ben, b!)).picks).toEqual({ [b!]: ["Album"] });
    const annaPage = (await get("/albums/wedding/1", anna)).body;
    expect(annaPage).not.toContain("<script>alert(1)</script>");
    expect(annaPage).toContain("Brighter, &lt;b&gt;please&lt;/b&gt; &amp; crop");
    const people = proofing.selectionsOfLink(made.link.id);
    expect(people.map((selection) => [selection.name, selection.picks.map((p) => p.item)])).toEqual([
      ["<script>alert(1)</script>Anna", [a]],
      ["Ben", [b]],
    ]);
  });

  it("locks a sent selection until the owner reopens it, and tells the owner; a revoked link's picks stay for the owner", async () => {
    const { cookie, id } = await holder("path:Wedding");
    expect(await noticeOf("link_opened")).toMatchObject({ linkLabel: "Anna & Ben" });
    await post(cookie, { intent: "name", album: "wedding", name: "Anna" });
    const [a, b] = await weddingItems(cookie);
    await pick(cookie, a!);
    const sent = stateOf(await post(cookie, { intent: "send", album: "wedding" }));
    expect(sent.sentAt).toEqual(expect.any(Number));
    expect(codeOf(await pick(cookie, b!))).toBe("PROOFING_SENT");
    expect(await noticeOf("selection_sent")).toEqual(
      expect.objectContaining({
        person: "Anna",
        linkLabel: "Anna & Ben",
        lists: [
          { name: "Album", picked: 1, max: 2 },
          { name: "Retouch", picked: 0, max: 1 },
        ],
      }),
    );
    expect((await get("/albums/wedding", cookie)).body).toContain("The photographer has your selection");
    const [selection] = proofing.selectionsOfLink(id);
    expect(proofing.reopen(id, selection!.id)).toBe(true);
    expect(stateOf(await pick(cookie, b!)).lists[0]!.count).toBe(2);
    sharing.revoke(id, Date.now());
    expect(codeOf(await pick(cookie, a!, "Retouch"))).toBe("PROOFING_UNAVAILABLE");
    expect(proofing.selectionsOfLink(id)[0]!.picks).toHaveLength(2);
  });

  it("keeps the owner's inbox: what was sent and opened, and a channel that is down marked failing", async () => {
    await noticeOf("selection_sent");
    const owner = await ownerCookie(origin, ownerPassword);
    const inbox = await get("/admin/inbox", owner);
    expect(inbox.status).toBe(200);
    expect(inbox.headers.get("cache-control")).toMatch(/no-store/);
    expect(inbox.body).toContain("Anna sent a selection: Wedding");
    expect(inbox.body).toContain("Link opened: Anna &amp; Ben");
    // Its tries run beside the page: the page is asked again until the refused connection is recorded.
    await expect.poll(async () => /data-channel="ntfy" data-state="failing"/.test((await get("/admin/inbox", owner)).body), { timeout: 30_000 }).toBe(true);
    expect(inbox.body).toMatch(/data-channel="webhook" data-state="ok"/);
    // The public and a holder are sent to the login, as on every dashboard page.
    expect((await get("/admin/inbox")).status).toBe(302);
  });

  it("takes nothing after the deadline's day", async () => {
    const { cookie } = await holder("path:Shoot");
    const page = await get("/albums/shoot", cookie);
    expect(page.body).toContain("Picking closed on 2020-01-31.");
    const item = /name="item" value="([a-f0-9]{12})"/.exec(page.body)![1]!;
    const closed = await pick(cookie, item, "Picks", "shoot");
    expect(closed.status).toBe(410);
    expect(codeOf(closed)).toBe("PROOFING_CLOSED");
  });

  it("holds a person to 120 changes a minute", async () => {
    const { cookie } = await holder("path:Wedding");
    const answers = [];
    for (let i = 0; i < 121; i++) answers.push(await post(cookie, { intent: "name", album: "wedding", name: `N${i}` }));
    expect(answers.slice(0, 120).every((answer) => answer.status === 200)).toBe(true);
    expect(answers[120]!.status).toBe(429);
    expect(Number(answers[120]!.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
