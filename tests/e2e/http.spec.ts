import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import { XMLParser } from "fast-xml-parser";
import { rawStatus } from "./helpers";

/** The public HTTP surface, as any client sees it. */

test("album tree and album manifest are JSON with ETag revalidation", async ({ request }) => {
  const tree = await request.get("/api/galleries");
  expect(tree.status()).toBe(200);
  const body = await tree.json();
  expect(body.albums.map((a: { slug: string }) => a.slug)).toEqual(["landscapes", "cityscapes", "travel", "abstract"]);
  const travel = body.albums.find((a: { slug: string }) => a.slug === "travel");
  expect(travel.children.map((a: { slug: string }) => a.slug)).toEqual(["northern-lights", "coastlines"]);

  const album = await request.get("/api/galleries/travel");
  const etag = album.headers().etag!;
  expect(etag).toMatch(/^".+"$/);
  expect(album.headers()["cache-control"]).toContain("max-age");
  const items = (await album.json()).items as { type: string; index: number }[];
  expect(items.map((i) => i.type).sort()).toEqual(["ajax", "image", "image", "image", "image", "inline", "video", "vimeo", "youtube"]);
  expect(items.map((i) => i.index)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  const again = await request.get("/api/galleries/travel", { headers: { "If-None-Match": etag } });
  expect(again.status()).toBe(304);

  const missing = await request.get("/api/galleries/no-such-album");
  expect(missing.status()).toBe(404);
  expect((await missing.json()).error.code).toBe("ALBUM_NOT_FOUND");
});

test("every demo album has 60+ pictures in varied shapes and the broken one as an error item", async ({ request }) => {
  const slugs = ["landscapes", "cityscapes", "travel", "northern-lights", "coastlines", "abstract"];
  const items = (await Promise.all(slugs.map(async (slug) => (await (await request.get(`/api/galleries/${slug}`)).json()).items))).flat();
  const images = items.filter((i: { type: string }) => i.type === "image");
  expect(images.length).toBeGreaterThanOrEqual(60);
  const ratios = new Set(
    images.map((i: { width: number; height: number }) =>
      i.width / i.height > 2.2 ? "panorama" : i.width > i.height ? "landscape" : i.width < i.height ? "portrait" : "square",
    ),
  );
  expect(ratios).toEqual(new Set(["panorama", "landscape", "portrait", "square"]));
  expect(images.every((i: { caption?: string }) => i.caption)).toBe(true);
  expect(items.filter((i: { type: string }) => i.type === "error")).toHaveLength(1);
});

test("derivatives are served in each format with immutable caching; bad addresses get 404", async ({ request, baseURL }) => {
  const album = await (await request.get("/api/galleries/landscapes")).json();
  const image = album.items[0];
  const url = image.srcset.avif.split(", ")[0].split(" ")[0] as string;
  const responses = await Promise.all(Array.from({ length: 6 }, () => request.get(url)));
  const bodies = await Promise.all(responses.map((r) => r.body()));
  for (const response of responses) {
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/avif");
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, s-maxage=10, immutable");
  }
  expect(new Set(bodies.map((b) => b.toString("base64"))).size).toBe(1);
  const jpg = await request.get(image.src);
  expect(jpg.headers()["content-type"]).toBe("image/jpeg");

  const hash = url.split("/")[2];
  for (const bad of [
    `/img/${hash}/333.avif`,
    `/img/${hash}/640.gif`,
    `/img/000000000000000000000000/640.avif`,
    "/img/..%2F..%2Fetc%2Fpasswd/640.jpg",
    `/img/${hash}/..%2F..%2F..%2Fpackage.json`,
    "/img/%2e%2e/%2e%2e/etc/passwd",
    "/media/..%2F..%2Fpackage.json",
    "/media/Travel/items.yml",
    "/media/Travel/..%2F..%2F..%2Fpackage.json",
    "/files/..%2Fvitrine.config.yml",
    "/files/%2e%2e/vitrine.config.yml",
    "/original/../../package.json",
  ]) {
    // Sent byte for byte: Playwright's own client would resolve the dot segments before sending.
    expect(await rawStatus(baseURL!, bad), bad).toBe(404);
  }
});

test("videos stream with ranges; downloads and ajax slides are served; originals download", async ({ request }) => {
  const album = await (await request.get("/api/galleries/travel")).json();
  const video = album.items.find((i: { type: string }) => i.type === "video");
  const range = await request.get(video.sources[0].src, { headers: { Range: "bytes=0-1023" } });
  expect(range.status()).toBe(206);
  expect((await range.body()).length).toBe(1024);
  expect(range.headers()["content-type"]).toBe("video/webm");

  const pdf = await request.get("/files/price-list.pdf");
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  const ajax = album.items.find((i: { type: string }) => i.type === "ajax");
  const slide = await request.get(ajax.src);
  expect(slide.status()).toBe(200);
  expect((await slide.json()).html).toContain("<h2>Field notes</h2>");
  expect((await request.get("/api/slides/000000000000")).status()).toBe(404);

  const image = album.items.find((i: { type: string }) => i.type === "image");
  const original = await request.get(image.original.href);
  expect(original.status()).toBe(200);
  expect(original.headers()["content-disposition"]).toContain(`attachment; filename="${image.original.name}"`);
});

test("malformed names in resource addresses answer 404 with the route's code", async ({ request }) => {
  for (const [address, code] of [
    ["/api/galleries/Travel", "ALBUM_NOT_FOUND"],
    ["/api/galleries/travel-", "ALBUM_NOT_FOUND"],
    [`/api/galleries/${"a".repeat(2000)}`, "ALBUM_NOT_FOUND"],
    ["/api/slides/not-an-id", "SLIDE_NOT_FOUND"],
    ["/api/slides/ABCDEF012345", "SLIDE_NOT_FOUND"],
    ["/original/%00", "ORIGINAL_NOT_AVAILABLE"],
    ["/original/0123456789abc", "ORIGINAL_NOT_AVAILABLE"],
    ["/img/0123456789abcdef01234567/640.jpeg", "IMAGE_NOT_FOUND"],
    ["/img/0123456789ABCDEF01234567/640.jpg", "IMAGE_NOT_FOUND"],
  ] as const) {
    const response = await request.get(address);
    expect(response.status(), address).toBe(404);
    expect((await response.json()).error.code, address).toBe(code);
  }
});

test("pages carry a strict Content-Security-Policy that admits exactly their own inline scripts, by hash", async ({ request }) => {
  const first = await request.get("/");
  const csp = first.headers()["content-security-policy"]!;
  const scriptSrc = csp.split(";").find((directive) => directive.startsWith("script-src "))!;
  expect(scriptSrc).not.toMatch(/unsafe-inline|nonce-/);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  // The demo holds YouTube and Vimeo videos: their hosts, and no other, may be framed.
  expect(csp).toContain("frame-src https://player.vimeo.com https://www.youtube-nocookie.com;");
  expect(first.headers()["x-content-type-options"]).toBe("nosniff");
  expect(first.headers()["content-encoding"]).toMatch(/^(gzip|br|deflate)$/);
  const html = await first.text();
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
  expect(inline.length).toBeGreaterThan(0);
  const admitted = [...scriptSrc.matchAll(/'sha256-([^']+)'/g)].map((match) => match[1]);
  expect(admitted.sort()).toEqual([...new Set(inline.map((text) => createHash("sha256").update(text).digest("base64")))].sort());
  // No visitor-specific token: the same page, the same policy.
  expect((await request.get("/")).headers()["content-security-policy"]).toBe(csp);
});

test("hashed assets are cached forever, and text is compressed", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = /\/assets\/[^" ]+\.js/.exec(html)![0];
  const response = await request.get(asset, { headers: { "Accept-Encoding": "gzip" } });
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(response.headers()["content-encoding"]).toBe("gzip");
});

test("feeds: Atom and JSON Feed of the newest photos with absolute addresses, linked from the pages", async ({ request, page, baseURL }) => {
  const atomResponse = await request.get("/feed.xml");
  expect(atomResponse.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
  const atom = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "entry" || name === "link" }).parse(await atomResponse.text()).feed;
  expect(atom.entry).toHaveLength(50);
  const links: string[] = atom.entry.flatMap((entry: { link: { "@_href": string }[] }) => entry.link.map((link) => link["@_href"]));
  expect(links.every((href) => href.startsWith(`${baseURL}/`))).toBe(true);
  const dates: string[] = atom.entry.map((entry: { updated: string }) => entry.updated);
  expect([...dates].sort().reverse()).toEqual(dates);

  const jsonResponse = await request.get("/feed.json");
  expect(jsonResponse.headers()["content-type"]).toBe("application/feed+json; charset=utf-8");
  const json = await jsonResponse.json();
  expect(json.version).toBe("https://jsonfeed.org/version/1.1");
  expect(json.items.map((item: { url: string }) => item.url)).toEqual(atom.entry.map((entry: { link: { "@_href": string }[] }) => entry.link[0]!["@_href"]));

  const album = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "entry" }).parse(
    await (await request.get("/albums/landscapes/feed.xml")).text(),
  ).feed;
  expect(album.entry.every((entry: { link: { "@_href": string }[] }) => entry.link[0]!["@_href"].startsWith(`${baseURL}/albums/landscapes/`))).toBe(true);
  expect((await request.get("/albums/no-such-album/feed.xml")).status()).toBe(404);

  await page.goto("/albums/landscapes/3");
  await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"][href="/feed.xml"]')).toHaveCount(1);
  await expect(page.locator('head link[rel="alternate"][type="application/feed+json"][href="/feed.json"]')).toHaveCount(1);
  await expect(page.locator(`head link[rel="alternate"][type="application/atom+xml"][href="${baseURL}/albums/landscapes/feed.xml"]`)).toHaveCount(1);
});
