import { randomBytes } from "node:crypto";
import { appendFile, readFile, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../../app/lib/content/build-site.server";
import { albumDownloads } from "../../app/lib/downloads/album-download.server";
import { SourceIndex } from "../../app/lib/images/source-index.server";
import { makeJpeg, tempDir, writeYaml } from "../helpers/fixtures";
import { addresses } from "../helpers/addresses";
import { unzip } from "../helpers/unzip";

let server: http.Server;
let port: number;
let content: string;

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

function get(pathname: string, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .request({ host: "127.0.0.1", port, path: pathname, method }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject)
      .end();
  });
}

/** A download begun and left unread: the server holds it open until the socket is destroyed. */
function begin(pathname: string): Promise<{ res: http.IncomingMessage; stop: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, path: pathname }, (res) => {
      res.pause();
      resolve({
        res,
        stop: () =>
          new Promise((done) => {
            request.once("close", () => done());
            request.destroy();
          }),
      });
    });
    request.on("error", () => undefined);
    request.once("error", reject);
  });
}

beforeAll(async () => {
  content = await tempDir();
  await writeFile(path.join(content, "vitrine.config.yml"), "downloads:\n  originals: true\n");
  await makeJpeg(path.join(content, "Walks", "ridge.jpg"), { width: 300, height: 200 });
  await makeJpeg(path.join(content, "Walks", "Brücke über den Fluss.jpg"), { width: 200, height: 300, color: "#884422" });
  // A camera-sized original: a decodable JPEG followed by 24 MB that the archive must carry byte for byte.
  await makeJpeg(path.join(content, "Walks", "large.jpg"), { width: 400, height: 300 });
  await appendFile(path.join(content, "Walks", "large.jpg"), randomBytes(24 * 1024 * 1024));
  await makeJpeg(path.join(content, "Walks", "Ridges", "crest.jpg"), { width: 300, height: 200 });
  await makeJpeg(path.join(content, "Private", "home.jpg"), { width: 300, height: 200 });
  await writeYaml(path.join(content, "Private", "album.yml"), { downloads: { originals: false } });
  const site = await buildSite(content, await SourceIndex.load(await tempDir()), { addresses });
  const app = express();
  app.get(
    "/albums/:slug/download",
    albumDownloads(async () => site, { atOnce: 1, perHour: 4 }),
  );
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("album downloads", () => {
  it("stream the album's own originals as a stored ZIP that unzips to them byte for byte, its length said up front", async () => {
    const answer = await get("/albums/walks/download");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/zip");
    expect(answer.headers["content-disposition"]).toBe(`attachment; filename="walks.zip"; filename*=UTF-8''walks.zip`);
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    const entries = await unzip(answer.body);
    expect([...entries.keys()].sort()).toEqual(["walks/Brücke über den Fluss.jpg", "walks/large.jpg", "walks/ridge.jpg"]);
    for (const [name, entry] of entries) {
      expect(entry.bytes.equals(await readFile(path.join(content, "Walks", name.slice("walks/".length)))), name).toBe(true);
      expect(entry.method, name).toBe(0);
    }
  });

  it("answer a HEAD with the length and no body", async () => {
    const head = await get("/albums/ridges/download", "HEAD");
    const full = await get("/albums/ridges/download");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(String(full.body.length));
  });

  it("are refused where originals are not offered, for unknown albums and for path tricks", async () => {
    for (const pathname of ["/albums/private/download", "/albums/nowhere/download", "/albums/..%2F..%2Fetc/download", "/albums/Walks/download"]) {
      const answer = await get(pathname);
      expect(answer.status, pathname).toBe(404);
      expect(JSON.parse(answer.body.toString()).error.code, pathname).toBe("ALBUM_DOWNLOAD_NOT_AVAILABLE");
    }
  });

  it("let one visitor run a limited number at once, freed when a download is abandoned, and a limited number per hour", async () => {
    const first = await begin("/albums/walks/download");
    const second = await get("/albums/walks/download");
    expect(second.status).toBe(429);
    expect(JSON.parse(second.body.toString()).error.code).toBe("DOWNLOAD_LIMITED");
    expect(Number(second.headers["retry-after"])).toBeGreaterThan(0);
    await first.stop();
    // The server frees the place when it sees the abandoned socket close: each try is a round trip later.
    let next = await get("/albums/ridges/download");
    while (next.status === 429) next = await get("/albums/ridges/download");
    expect(next.status).toBe(200);
    // Four started this hour (two in the tests above, these two): the fifth waits about an hour.
    const fifth = await get("/albums/ridges/download");
    expect(fifth.status).toBe(429);
    expect(Number(fifth.headers["retry-after"])).toBeGreaterThan(3000);
  });
});
