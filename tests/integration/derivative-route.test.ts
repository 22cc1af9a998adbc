import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../../app/lib/content/build-site.server";
import type { Site } from "../../app/lib/content/site-types";
import { DerivativeStore } from "../../app/lib/images/derivative-store.server";
import { SourceIndex } from "../../app/lib/images/source-index.server";
import { derivativeRoute } from "../../app/server/derivative-route.server";
import { HotFiles } from "../../app/lib/http/hot-files.server";
import { makeJpeg, tempDir } from "../helpers/fixtures";
import { publicVisitOf } from "../helpers/visits";
import { addresses } from "../helpers/addresses";

let site: Site;
let dataDir: string;
/** The picture's address (what pages and /img name it by) and content hash (its files, its ETag). */
let address: string;
let hash: string;
const servers: http.Server[] = [];

/** A browser's revalidation (fetch would add Cache-Control: no-cache to a conditional request). */
const revalidate = (etag: string) => ({ "if-none-match": etag, "cache-control": "max-age=0" });

/** A server answering /img/ from `store` alone, as the app's first handler does. */
async function serve(store: DerivativeStore, hot = new HotFiles(0)): Promise<string> {
  const route = derivativeRoute({ status: () => ({ state: "ready", site }), store }, hot, { trust: () => false });
  const server = http.createServer((req, res) => void (route(req, res, publicVisitOf(site)) || res.writeHead(404).end()));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  const content = await tempDir();
  await makeJpeg(path.join(content, "Walks", "one.jpg"), { width: 1200, height: 800 });
  site = await buildSite(content, await SourceIndex.load(await tempDir()), { addresses });
  dataDir = await tempDir();
  ({ address, hash } = [...site.picturesByAddress.values()][0]!);
});
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

describe("pictures answered by the first handler", () => {
  it("makes a missing derivative once, then sends the file as it is, with its content tag, ranges and 304s", async () => {
    const store = new DerivativeStore(dataDir);
    const base = await serve(store);
    const first = await fetch(`${base}/img/${address}/640.webp`);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/webp");
    expect(first.headers.get("cache-control")).toBe("public, max-age=31536000, s-maxage=10, immutable");
    expect(first.headers.get("etag")).toBe(`"v1-${hash}-640.webp"`);
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(bytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
    expect(store.encoded).toBe(1);

    const again = await fetch(`${base}/img/${address}/640.webp`);
    expect(Buffer.from(await again.arrayBuffer())).toEqual(bytes);
    const range = await fetch(`${base}/img/${address}/640.webp`, { headers: { range: "bytes=0-11" } });
    expect(range.status).toBe(206);
    expect(Buffer.from(await range.arrayBuffer())).toEqual(bytes.subarray(0, 12));
    const unchanged = await fetch(`${base}/img/${address}/640.webp`, { headers: revalidate(`"v1-${hash}-640.webp"`) });
    expect(unchanged.status).toBe(304);
    expect(store.encoded).toBe(1);
  });

  it("answers an existing picture without touching the encoder, and still makes a missing one", async () => {
    // A new process on the same data folder: its encoder has made nothing.
    const store = new DerivativeStore(dataDir);
    const base = await serve(store);
    expect((await fetch(`${base}/img/${address}/640.webp`)).status).toBe(200);
    expect(store.encoded).toBe(0);
    expect((await fetch(`${base}/img/${address}/320.jpg`)).status).toBe(200);
    expect(store.encoded).toBe(1);
  });

  it("sends the most requested ones from memory, the same bytes and headers, ranges still from the file", async () => {
    const store = new DerivativeStore(dataDir);
    const hot = new HotFiles(1024 * 1024);
    const base = await serve(store, hot);
    const url = `${base}/img/${address}/640.webp`;
    const fromFile = await fetch(url);
    const bytes = Buffer.from(await fromFile.arrayBuffer());
    // Read into memory after it was sent: the next answers come from there.
    await expect.poll(() => hot.holds(store.pathOf(hash, 640, "webp"))).toBe(true);
    const fromMemory = await fetch(url);
    expect(Buffer.from(await fromMemory.arrayBuffer())).toEqual(bytes);
    for (const name of ["content-type", "cache-control", "etag", "content-length", "cross-origin-resource-policy", "accept-ranges"])
      expect(fromMemory.headers.get(name), name).toBe(fromFile.headers.get(name));
    expect((await fetch(url, { headers: revalidate(`W/"v1-${hash}-640.webp"`) })).status).toBe(304);
    // A client that asks past caches gets the bytes, from memory as from the file.
    expect((await fetch(url, { headers: { "if-none-match": `"v1-${hash}-640.webp"`, "cache-control": "no-cache" } })).status).toBe(200);
    expect((await fetch(url, { headers: { range: "bytes=4-7" } })).status).toBe(206);
  });

  it("refuses what is no derivative of the site: 404 in the catalogue's terms, nothing made", async () => {
    const store = new DerivativeStore(await tempDir());
    const base = await serve(store);
    for (const refused of [
      `/img/${address}/641.webp`,
      `/img/${address}/640.gif`,
      `/img/${"0".repeat(24)}/640.webp`,
      // The content hash names the files on disk, never an address.
      `/img/${hash}/640.webp`,
      `/img/${address}/640.webp/x`,
      `/img/${address}/..%2f640.webp`,
      "/img/",
    ]) {
      const response = await fetch(`${base}${refused}`);
      expect(response.status, refused).toBe(404);
      expect(await response.json(), refused).toMatchObject({ error: { code: "IMAGE_NOT_FOUND" } });
    }
    expect((await fetch(`${base}/img/${address}/640.webp`, { method: "POST" })).status).toBe(404);
    expect(store.encoded).toBe(0);
  });
});
