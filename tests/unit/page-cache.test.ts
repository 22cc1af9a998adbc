import { describe, expect, it } from "vitest";
import { carriesPersonalCookie, isCacheableAddress, isStorableResponse } from "../../app/lib/http/page-cache/cache-rules";
import type { CachedPage } from "../../app/lib/http/page-cache/cached-page.server";
import { PageCache } from "../../app/lib/http/page-cache/page-cache";
import type { IncomingMessage } from "node:http";

const page = (bytes: number): CachedPage => ({
  status: 200,
  headers: [],
  etags: { identity: '"a"', br: '"a-br"', gzip: '"a-gz"' },
  bodies: { identity: Buffer.alloc(0), br: Buffer.alloc(0), gzip: Buffer.alloc(0) },
  bytes,
});

describe("the page cache", () => {
  it("keeps pages within its bound in bytes, the least recently used dropped first", () => {
    const site = {};
    const cache = new PageCache(1000);
    cache.get(site, "warm");
    cache.set(site, "/a", page(400));
    cache.set(site, "/b", page(400));
    expect(cache.get(site, "/a")).toBeDefined();
    cache.set(site, "/c", page(400));
    // /b was the least recently used: /a was read after it was kept.
    expect(cache.get(site, "/b")).toBeUndefined();
    expect([cache.get(site, "/a"), cache.get(site, "/c")].every(Boolean)).toBe(true);
    expect(cache.snapshot()).toMatchObject({ entries: 2, bytes: 800, evicted: 1 });
  });

  it("keeps nothing larger than itself, and replacing a page counts its bytes once", () => {
    const site = {};
    const cache = new PageCache(1000);
    cache.get(site, "warm");
    cache.set(site, "/huge", page(1001));
    cache.set(site, "/a", page(300));
    cache.set(site, "/a", page(500));
    expect(cache.get(site, "/huge")).toBeUndefined();
    expect(cache.snapshot()).toMatchObject({ entries: 1, bytes: 500 });
  });

  it("belongs to one site build: another empties it, and a page rendered from a replaced build is not kept", () => {
    const old = {};
    const built = {};
    const cache = new PageCache(1000);
    cache.get(old, "warm");
    cache.set(old, "/a", page(100));
    expect(cache.get(built, "/a")).toBeUndefined();
    cache.set(old, "/b", page(100));
    expect(cache.get(built, "/b")).toBeUndefined();
    expect(cache.snapshot()).toMatchObject({ entries: 0, bytes: 0 });
  });
});

describe("what may be kept", () => {
  const request = (method: string, url: string, cookie?: string) => ({ method, url, headers: cookie ? { cookie } : {} }) as IncomingMessage;

  it("GET and HEAD of public addresses; a request with the owner's session or a grant is read before any cache answers it", () => {
    expect(isCacheableAddress(request("GET", "/albums/x?page=2"))).toBe(true);
    expect(isCacheableAddress(request("HEAD", "/"))).toBe(true);
    expect(isCacheableAddress(request("POST", "/albums/x"))).toBe(false);
    for (const owner of ["/admin", "/admin/", "/admin/analytics", "/admin.data", "/admin?x", "/s/abc"])
      expect(isCacheableAddress(request("GET", owner)), owner).toBe(false);
    expect(isCacheableAddress(request("GET", "/administration-of-light"))).toBe(true);
    expect(carriesPersonalCookie("vw=390; other=1")).toBe(false);
    expect(carriesPersonalCookie(undefined)).toBe(false);
    expect(carriesPersonalCookie("a=1; vitrine_session=abc")).toBe(true);
    expect(carriesPersonalCookie("vitrine_grant=abc")).toBe(true);
  });

  it("200s and 404s without a cookie or a private Cache-Control", () => {
    expect(isStorableResponse(new Response("x"))).toBe(true);
    expect(isStorableResponse(new Response("x", { status: 404 }))).toBe(true);
    expect(isStorableResponse(new Response("x", { headers: { "cache-control": "public, max-age=600" } }))).toBe(true);
    expect(isStorableResponse(new Response("x", { status: 500 }))).toBe(false);
    expect(isStorableResponse(new Response(null, { status: 302, headers: { location: "/" } }))).toBe(false);
    expect(isStorableResponse(new Response("x", { headers: { "set-cookie": "a=1" } }))).toBe(false);
    for (const cacheControl of ["private, no-store", "no-store", "public, no-cache", "max-age=60"])
      expect(isStorableResponse(new Response("x", { headers: { "cache-control": cacheControl } })), cacheControl).toBe(false);
  });
});
