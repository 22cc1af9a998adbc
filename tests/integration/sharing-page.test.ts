import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SqliteShareStore } from "../../app/lib/sharing/share-store.server";
import { makeJpeg, tempDir, writeYaml } from "../helpers/fixtures";
import { ownerCookie } from "../helpers/owner-session";
import { freePort } from "../harness/free-ports";
import { spawnServer, type SpawnedServer } from "../harness/spawn-server";

// The dashboard's Sharing page on a real server, as a hostile or careless form would reach it: every
// refusal is a 400 page saying why (never a crash, never a link made), the one link made is shown
// in that answer only, and a page sent twice makes no second link.
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const ownerPassword = "sharing-page-owner";
let server: SpawnedServer;
let sharing: SqliteShareStore;
let cookie = "";

type Answer = { status: number; headers: Headers; body: string };

/** React writes quotes and ampersands as entities: the page's text as the owner reads it. */
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

async function page(address = "/admin/sharing", withCookie = cookie): Promise<Answer> {
  const response = await fetch(`${origin}${address}`, { redirect: "manual", headers: { cookie: withCookie } });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** The page's form as the browser sends it: its CSRF token and nonce, then the fields given. */
async function post(fields: Record<string, string>, options: { withCookie?: string; form?: Answer } = {}): Promise<Answer> {
  const form = options.form ?? (await page());
  const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(form.body)?.[1] ?? "";
  const body = new URLSearchParams({ csrf: hidden("csrf"), nonce: hidden("nonce"), ...fields });
  const response = await fetch(`${origin}/admin/sharing`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie: options.withCookie ?? cookie, "content-type": "application/x-www-form-urlencoded" },
    body,
  });
  return { status: response.status, headers: response.headers, body: text(await response.text()) };
}

const create = (fields: Record<string, string> = {}) =>
  post({ intent: "create", album: "wedding", label: "", expires: "30d", expiresOn: "", password: "", downloads: "web", ...fields });

beforeAll(async () => {
  const content = await tempDir("vitrine-sharing-page-");
  const data = await tempDir("vitrine-sharing-page-data-");
  await writeYaml(path.join(content, "vitrine.config.yml"), { title: "Sharing page test" });
  await makeJpeg(path.join(content, "Harbour", "boats.jpg"), { width: 300, height: 200, color: "#2a6f97" });
  await makeJpeg(path.join(content, "Wedding", "vows.jpg"), { width: 300, height: 200, color: "#9d0208" });
  await writeYaml(path.join(content, "Wedding", "album.yml"), { access: "private" });
  await makeJpeg(path.join(content, "Proofs", "proof.jpg"), { width: 300, height: 200, color: "#588157" });
  await writeYaml(path.join(content, "Proofs", "album.yml"), { access: "unlisted" });
  server = spawnServer({ PORT: String(port), CONTENT_DIR: content, DATA_DIR: data, VITRINE_ADMIN_PASSWORD: ownerPassword });
  await server.listening(60_000);
  sharing = SqliteShareStore.open(path.join(data, "sharing.sqlite"));
  cookie = await ownerCookie(origin, ownerPassword);
}, 120_000);

afterAll(async () => {
  sharing?.close();
  server?.child.kill("SIGTERM");
  await server?.exited;
});

describe("the Sharing page", () => {
  it("is the owner's only: a visitor is sent to the login, a form without its CSRF token is refused", async () => {
    const visitor = await page("/admin/sharing", "");
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toBe("/admin/login?next=%2Fadmin%2Fsharing");
    expect((await post({ intent: "create", album: "wedding" }, { withCookie: "" })).status).toBe(302);
    expect((await post({ intent: "revoke", id: "AAAAAAAAAAAA", csrf: "forged" })).status).toBe(403);
    const owner = await page();
    expect(owner.status).toBe(200);
    expect(owner.headers.get("cache-control")).toBe("private, no-store");
  });

  it("chooses the album the address names, and ignores one no album has; unlisted albums are offered too", async () => {
    const chosen = (await page("/admin/sharing?album=wedding")).body;
    expect(chosen).toMatch(/<option value="wedding" selected="">/);
    expect(chosen).toMatch(/<option value="proofs">/);
    // A range in the address is only kept for the nav's links: a bad one is no error on this page.
    const unknown = await page("/admin/sharing?album=%3Cb%3Enope&from=bad");
    expect(unknown.status).toBe(200);
    expect(unknown.body).toContain('<option value="" selected="">Choose an album</option>');
    expect(unknown.body).not.toContain("<b>nope");
  });

  it.each([
    ["an intent it does not know", { intent: "delete" }, "This page does not know what that form asks for. Reload it and try again."],
    ["a revocation of no id", { intent: "revoke", id: "../../secret" }, "That is not a share link's id."],
    ["a revocation of an unknown id", { intent: "revoke", id: "AAAAAAAAAAAA" }, "No share link has that id."],
  ])("refuses %s with a 400 that says so", async (_case, fields, message) => {
    const answer = await post(fields);
    expect(answer.status).toBe(400);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(answer.body).toContain(`role="alert">${message}</p>`);
  });

  it.each([
    ["an album no one has", { album: "nope" }, "Choose one of the site's albums."],
    ["a label too long", { label: "x".repeat(201) }, "A label has at most 200 characters."],
    ["an expiry that is no time", { expires: "3 weeks" }, `"3 weeks" is not a number of days (30d), a date (YYYY-MM-DD) or never.`],
    ["an expiry of too many days", { expires: "9999d" }, `"9999d": a link lasts 1 to 3650 days.`],
    ["a last day that is over", { expires: "date", expiresOn: "2001-01-01" }, `"2001-01-01" is over (in UTC): a link must end in the future.`],
    ["a date and no day", { expires: "date" }, "Choose the link's last day."],
    ["a short password", { password: "short" }, "A password has at least 8 characters (or leave it empty)."],
    ["downloads it does not offer", { downloads: "everything" }, "Choose none, web size or originals."],
  ])("refuses %s with a 400 beside its field, keeps what was typed, and makes no link", async (_case, fields, message) => {
    const before = sharing.list().length;
    const answer = await create({ label: "<b>Anna & Ben</b>", ...fields });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain("The link was not created: see the fields marked below.");
    expect(answer.body).toContain(`class="admin-error">${message}</p>`);
    expect(answer.body).toContain('aria-invalid="true"');
    // The owner's text comes back as text, never as markup.
    if (!("label" in fields)) expect(answer.body).toContain('value="&lt;b&gt;Anna & Ben&lt;/b&gt;"');
    expect(answer.body).not.toContain("<b>Anna");
    expect(sharing.list()).toHaveLength(before);
  });

  it("shows a new link once, in its answer only (no redirect, no log line); the same form sent again makes no second link", async () => {
    const made = await create({ label: "Anna & Ben", password: "confetti-2027", downloads: "originals", expires: "never" });
    expect(made.status).toBe(200);
    expect(made.headers.get("cache-control")).toBe("private, no-store");
    const link = new RegExp(`value="(${origin}/s/([\\w-]{22,64}))"`).exec(made.body);
    expect(link).not.toBeNull();
    const token = link![2]!;
    expect(sharing.byToken(token)).toMatchObject({ album: "path:Wedding", label: "Anna & Ben", downloads: "originals", expiresAt: null });
    expect(sharing.byToken(token)!.passwordHash).toMatch(/^scrypt\$/);
    expect((await page()).body).not.toContain(token);

    // A reload of the answer sends the same form, nonce and all.
    const count = sharing.list().length;
    const form = await page();
    const fields = { intent: "create", album: "harbour", label: "twice", expires: "7d", expiresOn: "", password: "", downloads: "web" };
    expect((await post(fields, { form })).status).toBe(200);
    const resent = await post(fields, { form });
    expect(resent.status).toBe(409);
    expect(resent.body).toContain("This form was sent already");
    expect(sharing.list()).toHaveLength(count + 1);
    // The request log names the page, never the link's address.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(server.output()).toContain("POST /admin/sharing");
    expect(server.output()).not.toContain(token);
  });

  it("revokes a link and redirects to the list, which says so; the link is revoked in the store at once", async () => {
    const { link } = sharing.create({ album: "path:Wedding", label: "Cousins", expiresAt: null, passwordHash: null, downloads: "none" }, Date.now());
    const answer = await post({ intent: "revoke", id: link.id });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(`/admin/sharing?revoked=${link.id}`);
    expect(sharing.byId(link.id)!.revokedAt).not.toBeNull();
    const list = text((await page(answer.headers.get("location")!)).body);
    expect(list).toContain('role="status">Revoked the link to Wedding (Cousins): it opens nothing from now on.</p>');
    expect(list).toMatch(new RegExp(`<tr data-link="${link.id}" data-state="revoked">`));
  });
});
