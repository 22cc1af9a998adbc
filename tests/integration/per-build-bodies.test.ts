import type { LoaderFunctionArgs } from "@remix-run/node";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Site } from "../../app/lib/content/site-types";
import { syntheticSite } from "../../bench/lib/synthetic-site";
import { countWalks } from "../helpers/count-walks";

// Finding 10 of the hardening issue: each address with a query string of its own (`?x=1`, `?x=2` …)
// misses the page cache and reaches the route. The routes must answer those from what was made once
// per site build, not serialise the album or write the sitemap again.

const served = vi.hoisted(() => ({ site: undefined as Site | undefined }));
vi.mock("../../app/server/runtime.server", () => ({ getSite: async () => served.site, siteOf: async () => served.site }));

// Counts the manifest's serialisations: withUrls is what turns the whole album into its JSON's shape.
const manifestBuilds = vi.hoisted(() => ({ count: 0 }));
vi.mock("../../app/lib/content/manifest", async (original) => {
  const actual = await original<typeof import("../../app/lib/content/manifest")>();
  return { ...actual, withUrls: <T>(value: T, base: string): T => (manifestBuilds.count++, actual.withUrls(value, base)) };
});

const { loader: albumLoader } = await import("../../app/routes/api.galleries.$slug");
const { loader: sitemapLoader } = await import("../../app/routes/sitemap[.]xml");

const origin = "https://photos.example";
const args = (url: string, params: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  ({ request: new Request(`${origin}${url}`, { headers }), params, context: { origin } }) as unknown as LoaderFunctionArgs;

/** A site build: a rebuild makes new album objects, as the content builder does. */
function build(pictures: number): Site {
  const site = syntheticSite(pictures);
  served.site = site;
  return site;
}

beforeEach(() => {
  manifestBuilds.count = 0;
});

describe("/api/galleries/:slug", () => {
  it("answers every request of a build with the same bytes and ETag, serialising the album once; a rebuild serialises it again", async () => {
    build(300);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => albumLoader(args(`/api/galleries/album-2?x=${i}`, { slug: "album-2" }))));
    const bodies = new Set(await Promise.all(answers.map((answer) => answer.text())));
    const etags = new Set(answers.map((answer) => answer.headers.get("ETag")));
    expect([bodies.size, etags.size]).toEqual([1, 1]);
    expect(manifestBuilds.count).toBe(1);
    const [body] = bodies;
    const manifest = JSON.parse(body!) as { slug: string; items: { src?: string }[] };
    expect(manifest.slug).toBe("album-2");
    expect(manifest.items).toHaveLength(100);
    expect(manifest.items[0]!.src).toMatch(/^\/img\/.+\/1280\.jpg$/);
    // A client holding it is told so, still without serialising anything.
    const [etag] = etags;
    expect((await albumLoader(args("/api/galleries/album-2?y", { slug: "album-2" }, { "If-None-Match": etag! }))).status).toBe(304);
    expect(manifestBuilds.count).toBe(1);

    // Another album is its own body; a rebuild (new titles from another seed) makes new bytes.
    await albumLoader(args("/api/galleries/album-3", { slug: "album-3" }));
    expect(manifestBuilds.count).toBe(2);
    const site = build(300);
    site.albumsBySlug.get("album-2")!.items[0]!.title = "Renamed on disk";
    const rebuilt = await albumLoader(args("/api/galleries/album-2", { slug: "album-2" }));
    expect(rebuilt.headers.get("ETag")).not.toBe(etag);
    expect(await rebuilt.text()).toContain('"title":"Renamed on disk"');
    expect(manifestBuilds.count).toBe(3);
  });

  it("still answers an unknown album with 404", async () => {
    build(100);
    expect((await albumLoader(args("/api/galleries/nope", { slug: "nope" }))).status).toBe(404);
    expect(manifestBuilds.count).toBe(0);
  });
});

describe("/sitemap.xml", () => {
  it("writes the sitemap once per build however the address varies, and again after a rebuild", async () => {
    const site = build(250);
    const walks = countWalks(site);
    const first = await sitemapLoader(args("/sitemap.xml"));
    expect(first.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    const body = await first.text();
    expect(body).toContain(`<loc>${origin}/albums/album-3/50</loc>`);
    const afterFirst = walks();
    expect(afterFirst).toBeGreaterThan(0);
    const again = await Promise.all(Array.from({ length: 30 }, (_, i) => sitemapLoader(args(`/sitemap.xml?x=${i}`))));
    expect(new Set(await Promise.all(again.map((answer) => answer.text())))).toEqual(new Set([body]));
    expect(await (await sitemapLoader(args("/sitemap.xml?part=1"))).text()).toBe(body);
    for (const part of ["2", "999999", "0", "x"]) expect((await sitemapLoader(args(`/sitemap.xml?part=${part}`))).status).toBe(404);
    expect(walks()).toBe(afterFirst);

    build(350);
    const rebuilt = await (await sitemapLoader(args("/sitemap.xml"))).text();
    expect(rebuilt).toContain(`<loc>${origin}/albums/album-4</loc>`);
    expect(body).not.toContain("album-4");
  });
});
