import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharePasswordLimits } from "../../app/server/share-guard.server";
import { ownerCookie } from "../helpers/owner-session";
import { cookieOf, startShareSite } from "../helpers/share-site";

// Guessing a share link's password, against a real server: tries are counted per client and
// link, and per link across every client; a right password at one link frees nothing at another.
const ownerPassword = "guessing-owner-password";
let site: Awaited<ReturnType<typeof startShareSite>>;

beforeAll(async () => {
  site = await startShareSite(ownerPassword);
}, 120_000);

afterAll(() => site?.close());

describe("a share link's password", () => {
  it("is tried 5 times in 15 minutes by a client, whatever other link it opens meanwhile (no password checked past that)", async () => {
    const [a, b] = [await site.share("alpha password"), await site.share("bravo password")];
    const from = "198.18.1.7";
    for (let i = 0; i < 4; i++) expect((await site.press(b, { password: `wrong ${i}` }, { from })).status).toBe(401);
    // The guest's own link, opened with its password, clears nothing at the other one.
    expect((await site.press(a, { password: "alpha password" }, { from })).status).toBe(303);
    expect((await site.press(b, { password: "wrong 4" }, { from })).status).toBe(401);
    const refused = await site.press(b, { password: "bravo password" }, { from });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.body).toContain("Too many tries");
    expect(refused.headers.getSetCookie()).toEqual([]);
    // The limit is this client's at this link: another client opens it, and the first still opens its own.
    expect((await site.press(b, { password: "bravo password" }, { from: "198.18.2.7" })).status).toBe(303);
    expect((await site.press(a, { password: "alpha password" }, { from })).status).toBe(303);
  });

  it(`locks for everyone past ${sharePasswordLimits.attemptsPerLink} wrong passwords from many clients, the right one too; the Sharing page says so; a guest let in before keeps the album`, async () => {
    const link = await site.share("charlie password");
    const other = await site.share("delta password");
    const early = await site.press(link, { password: "charlie password" }, { from: "198.18.9.1" });
    expect(early.status).toBe(303);
    // 4 tries each from 5 clients (each under its own limit of 5): 20 in all.
    for (let client = 0; client < 5; client++) {
      for (let i = 0; i < 4; i++) {
        expect((await site.press(link, { password: `wrong ${client}-${i}` }, { from: `198.18.${20 + client}.1` })).status).toBe(401);
      }
    }
    for (const from of ["198.18.40.1", "198.18.9.1"]) {
      const locked = await site.press(link, { password: "charlie password" }, { from });
      expect(locked.status).toBe(429);
      expect(locked.body).toContain("This link is locked for now after too many wrong passwords");
      expect(locked.body).not.toContain('type="password"');
      expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(locked.headers.getSetCookie()).toEqual([]);
    }
    const page = await site.get(link.path, undefined, { headers: { "x-forwarded-for": "198.18.41.1" } });
    expect(page.status).toBe(429);
    expect(page.body).not.toContain('type="password"');
    // A browser holding the link's grant already has the album: straight on, nothing new granted.
    const held = await site.get(link.path, cookieOf(early));
    expect([held.status, held.headers.get("location"), held.headers.getSetCookie()]).toEqual([303, "/albums/wedding", []]);
    // Another link is not locked by this one's guesses.
    expect((await site.press(other, { password: "delta password" }, { from: "198.18.40.1" })).status).toBe(303);

    const owner = await ownerCookie(site.origin, ownerPassword);
    const sharingPage = (await site.get("/admin/sharing", owner)).body;
    const row = (id: string) => new RegExp(`<tr data-link="${id}"[\\s\\S]*?</tr>`).exec(sharingPage)?.[0] ?? "";
    expect(row(link.id)).toMatch(/Locked until <time dateTime="[^"]+">\d{4}-\d\d-\d\d \d\d:\d\d<\/time> after many wrong passwords/);
    expect(row(other.id)).not.toBe("");
    expect(row(other.id)).not.toContain("Locked");
  });
});
