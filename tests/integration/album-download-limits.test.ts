import { randomBytes } from "node:crypto";
import { EventEmitter, once } from "node:events";
import { appendFile, rm, stat, writeFile } from "node:fs/promises";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildSite } from "../../app/lib/content/build-site.server";
import { albumDownloads } from "../../app/lib/downloads/album-download.server";
import { SourceIndex } from "../../app/lib/images/source-index.server";
import { makeJpeg, tempDir } from "../helpers/fixtures";
import { addresses } from "../helpers/addresses";

// Every stat is recorded, so a test can tell whether a HEAD went to the disk for the originals.
vi.mock("node:fs/promises", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:fs/promises")>();
  return { ...actual, stat: vi.fn(actual.stat) };
});

const stalledMs = 300;
let server: http.Server;
let port: number;
let content: string;
// Answers the server has begun and not yet closed: a test waits for the server to see a close, never for a time.
const closes = new EventEmitter();
let answering = 0;

async function answersSettle(count: number): Promise<void> {
  while (answering > count) await once(closes, "close");
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; code?: string; stop: () => void };

/** Asks as the client `from` (X-Forwarded-For, trusted from loopback); a ZIP that starts is left unread until stop(). */
function ask(pathname: string, from: string, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, path: pathname, method, agent: false, headers: { "X-Forwarded-For": from } }, (res) => {
      const stop = () => void request.destroy();
      if (res.statusCode === 200) {
        res.pause();
        return resolve({ status: 200, headers: res.headers, stop });
      }
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, code: JSON.parse(Buffer.concat(chunks).toString()).error.code, stop }));
    });
    request.on("error", () => undefined);
    request.once("error", reject);
    request.end();
  });
}

/** A client that reads the answer's first bytes and then stops reading, its socket left open. */
function stallingReader(pathname: string): Promise<{ head: string; socket: net.Socket }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(`GET ${pathname} HTTP/1.1\r\nHost: localhost\r\n\r\n`));
    socket.once("error", reject);
    socket.once("data", (chunk: Buffer) => {
      socket.pause();
      resolve({ head: chunk.toString("latin1", 0, 12), socket });
    });
  });
}

/** A client that reads everything: how many bytes came, against the length announced. */
function readAll(pathname: string): Promise<{ status: number; length: number; received: number }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: pathname, agent: false }, (res) => {
        let received = 0;
        res.on("data", (chunk: Buffer) => (received += chunk.length));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, length: Number(res.headers["content-length"]), received }));
      })
      .on("error", reject);
  });
}

const statuses = (answers: Answer[]) => answers.reduce<Record<number, number>>((count, { status }) => ({ ...count, [status]: (count[status] ?? 0) + 1 }), {});

beforeAll(async () => {
  content = await tempDir();
  await writeFile(path.join(content, "vitrine.config.yml"), "downloads:\n  originals: true\n");
  // Far more than the loopback's socket buffers hold: a download left unread keeps streaming.
  await makeJpeg(path.join(content, "Big", "large.jpg"), { width: 400, height: 300 });
  await appendFile(path.join(content, "Big", "large.jpg"), randomBytes(32 * 1024 * 1024));
  await makeJpeg(path.join(content, "Small", "one.jpg"), { width: 300, height: 200 });
  await makeJpeg(path.join(content, "Small", "two.jpg"), { width: 200, height: 300 });
  await makeJpeg(path.join(content, "Gone", "gone.jpg"), { width: 300, height: 200 });
  const site = await buildSite(content, await SourceIndex.load(await tempDir()), { addresses });
  // Deleted after the build and before any rebuild: its album's ZIP cannot be planned.
  await rm(path.join(content, "Gone", "gone.jpg"));
  const app = express();
  app.set("trust proxy", "loopback");
  app.use((_req, res, next) => {
    answering++;
    res.once("close", () => {
      answering--;
      closes.emit("close");
    });
    next();
  });
  // Each mount has limits of its own, so one test's downloads never count against another's.
  app.get(
    "/defaults/albums/:slug/download",
    albumDownloads(async () => site),
  );
  app.get(
    "/capped/albums/:slug/download",
    albumDownloads(async () => site, { atOnce: 2, perHour: 1, siteWide: 3 }),
  );
  app.get(
    "/tight/albums/:slug/download",
    albumDownloads(async () => site, { atOnce: 1, perHour: 1, siteWide: 1 }),
  );
  app.get(
    "/failing/albums/:slug/download",
    albumDownloads(async () => site, { atOnce: 1, perHour: 10, siteWide: 1 }),
  );
  // One download at once for the address: a stalled reader that kept its place would refuse the next.
  app.get(
    "/stalling/albums/:slug/download",
    albumDownloads(async () => site, { atOnce: 1, perHour: 10, siteWide: 1, stalledMs }),
  );
  server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  // A test that failed may leave downloads open: they must not hold the server's close.
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});

describe("album download limits", () => {
  it("start 2 of 20 downloads sent at once from one address and refuse 18 with 429", async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => ask("/defaults/albums/big/download", "203.0.113.7")));
    expect(statuses(answers)).toEqual({ 200: 2, 429: 18 });
    for (const answer of answers.filter(({ status }) => status === 429)) {
      expect(answer.code).toBe("DOWNLOAD_LIMITED");
      expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
    }
    for (const answer of answers) answer.stop();
    await answersSettle(0);
  });

  it("start no more ZIPs than the site-wide cap from any number of addresses, refusing the rest with 503 without counting them", async () => {
    const clients = Array.from({ length: 20 }, (_, i) => `198.51.${i}.10`);
    const answers = await Promise.all(clients.map((client) => ask("/capped/albums/big/download", client)));
    expect(statuses(answers)).toEqual({ 200: 3, 503: 17 });
    const refused = answers.findIndex(({ status }) => status === 503);
    expect(answers[refused]?.code).toBe("DOWNLOADS_BUSY");
    expect(answers[refused]?.headers["retry-after"]).toBe("30");
    for (const answer of answers) answer.stop();
    await answersSettle(0);
    // Refused for the site's sake, its one start this hour is still its own.
    const again = await ask("/capped/albums/big/download", clients[refused] ?? "");
    expect(again.status).toBe(200);
    again.stop();
    await answersSettle(0);
    const hourly = await ask("/capped/albums/big/download", clients[refused] ?? "");
    expect(hourly.status).toBe(429);
    expect(Number(hourly.headers["retry-after"])).toBeGreaterThan(3000);
  });

  it("answer any number of HEADs with the ZIP's length, counting none and measuring the originals once per build", async () => {
    const measured = () => vi.mocked(stat).mock.calls.filter(([file]) => String(file).startsWith(path.join(content, "Small"))).length;
    const before = measured();
    const heads = await Promise.all(Array.from({ length: 30 }, () => ask("/tight/albums/small/download", "192.0.2.1", "HEAD")));
    expect(statuses(heads)).toEqual({ 200: 30 });
    expect(new Set(heads.map(({ headers }) => headers["content-length"])).size).toBe(1);
    expect(measured() - before).toBe(2);
    for (const head of heads) head.stop();
    // One download at once, one an hour: the HEADs took neither.
    const download = await ask("/tight/albums/small/download", "192.0.2.1");
    expect(download.status).toBe(200);
    expect(download.headers["content-length"]).toBe(heads[0]?.headers["content-length"]);
    const headWhileRunning = await ask("/tight/albums/small/download", "192.0.2.1", "HEAD");
    expect(headWhileRunning.status).toBe(200);
    download.stop();
    await answersSettle(0);
  });

  it("free the place of a download whose original cannot be read", async () => {
    for (const attempt of [1, 2]) {
      const answer = await ask("/failing/albums/gone/download", "192.0.2.77");
      expect(answer.status, `attempt ${attempt}`).toBe(503);
      expect(answer.code, `attempt ${attempt}`).toBe("ALBUM_DOWNLOAD_FAILED");
    }
  });
});

describe("album downloads and stalled readers", () => {
  it("cut a ZIP whose reader stopped reading, and free its place for the next download, which streams whole", async () => {
    const started = performance.now();
    const stalled = await stallingReader("/stalling/albums/big/download");
    expect(stalled.head).toBe("HTTP/1.1 200");
    await answersSettle(0);
    expect(performance.now() - started).toBeGreaterThanOrEqual(stalledMs);
    stalled.socket.destroy();
    // A reader that keeps reading is never cut, however long the archive.
    const next = await readAll("/stalling/albums/big/download");
    expect(next.status).toBe(200);
    expect(next.received).toBe(next.length);
  });
});
