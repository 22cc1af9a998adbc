import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieOf, startShareSite, type Answer } from "../helpers/share-site";

// What a link's address gives before a person acts: a chat's preview bot (which may keep cookies
// across redirects, as Slack's, Telegram's or python's requests.get do) gets the landing page and
// no grant; only the landing page's button, a POST from this site, opens the album.
let site: Awaited<ReturnType<typeof startShareSite>>;
const privateWords = /wedding|zebraword/i;

beforeAll(async () => {
  site = await startShareSite("previews-owner-password");
}, 120_000);

afterAll(() => site?.close());

const jarCookie = (jar: Map<string, string>) => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");

/** GET as a bot with a cookie jar: redirects followed by hand, every cookie set kept and sent on. */
async function fetchAsBot(address: string): Promise<{ answer: Answer; jar: Map<string, string> }> {
  const jar = new Map<string, string>();
  for (let hops = 0; ; hops++) {
    const answer = await site.get(address, jarCookie(jar) || undefined);
    for (const line of answer.headers.getSetCookie()) {
      const [name = "", value = ""] = line.split(";")[0]!.split("=");
      jar.set(name, value);
    }
    const next = answer.headers.get("location");
    if (!next || hops === 10) return { answer, jar };
    address = next;
  }
}

describe("a share link's address", () => {
  it("gives a preview bot keeping cookies only the landing page: 'Private album · <site>', no picture, no grant, and the album stays unknown to it", async () => {
    const link = await site.share();
    const { answer, jar } = await fetchAsBot(link.path);
    expect(answer.status).toBe(200);
    expect(jar.has("vitrine_grant")).toBe(false);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(answer.headers.get("referrer-policy")).toBe("origin");
    expect(answer.body).toContain("<title>Private album · Opening test</title>");
    expect(answer.body).toContain('<meta property="og:title" content="Private album · Opening test"/>');
    expect(answer.body).not.toMatch(/og:image|og:description|name="description"/);
    expect(answer.body).not.toMatch(privateWords);
    expect(answer.body).not.toContain("/img/");
    expect((await site.get("/albums/wedding", jarCookie(jar) || undefined)).status).toBe(404);
  });

  it("opens the album on a person's press of its button (a POST), and a browser holding the grant is sent straight on", async () => {
    const link = await site.share();
    const landing = await site.get(link.path);
    expect(landing.body).toMatch(new RegExp(`<form method="post" action="${link.path}"[^>]*>`));
    expect(landing.body).toContain('<button type="submit">Open album</button>');
    expect(landing.body).not.toContain('type="password"');
    const pressed = await site.press(link, {});
    expect(pressed.status).toBe(303);
    expect(pressed.headers.get("location")).toBe("/albums/wedding");
    expect(pressed.headers.get("cache-control")).toBe("private, no-store");
    const cookie = cookieOf(pressed);
    expect(cookie).toMatch(/^vitrine_grant=/);
    expect((await site.get("/albums/wedding", cookie)).body).toContain("Zebraword vows");
    const again = await site.get(link.path, cookie);
    expect([again.status, again.headers.get("location"), again.headers.getSetCookie()]).toEqual([303, "/albums/wedding", []]);
  });

  it("grants nothing to a post from another site, or one that is too big; a malformed or repeated form opens no password link", async () => {
    const link = await site.share();
    const crossSite = await site.press(link, {}, { headers: { "sec-fetch-site": "cross-site" } });
    expect(crossSite.status).toBe(200);
    expect(crossSite.headers.getSetCookie()).toEqual([]);
    expect(crossSite.body).toContain("Open album");
    const huge = await site.press(link, { filler: "x".repeat(20_000) });
    expect(huge.status).toBe(413);
    expect(huge.headers.getSetCookie()).toEqual([]);

    const locked = await site.share("echo password");
    const from = "198.18.60.1";
    const json = await site.get(locked.path, undefined, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": from },
      body: JSON.stringify({ password: "echo password" }),
    });
    const repeated = await site.get(locked.path, undefined, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": from },
      body: "password=wrong&password=echo+password",
    });
    const long = await site.press(locked, { password: "echo password".padEnd(2000, "!") }, { from });
    for (const answer of [json, repeated, long]) {
      expect(answer.status).toBe(401);
      expect(answer.headers.getSetCookie()).toEqual([]);
      expect(answer.body).toContain("That password does not open this album.");
    }
  });
});
