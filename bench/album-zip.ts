/**
 * bench/album-zip: an album's ZIP, streamed by the real handler over a real socket. Albums of 25 and
 * 250 originals of 4 MB (the demo's largest album has about 25 photos), read by a fast client (as
 * fast as the loopback takes it) and by a slow one (64 MB/s, as a good home line); the process's
 * memory is sampled every 20 ms while the archive streams. Flat memory is the claim: the peak
 * above the start must not grow with the album. For comparison, the same archive written as a Remix
 * route's body is written (@remix-run/node's writeReadableStreamToWritable, which does not wait for
 * the reader): why the handler is Express's.
 *                                                         npx tsx bench/album-zip.ts
 */
import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@remix-run/node";
import express from "express";
import type { Album, ImageItem, Site } from "../app/lib/content/site-types";
import { albumDownloads } from "../app/lib/downloads/album-download.server";
import { albumOriginals } from "../app/lib/content/album-download-offer";
import { albumZip, zipEntries } from "../app/lib/downloads/album-zip.server";
import { markdownTable } from "./lib/markdown-table";

const originalBytes = 4 * 1024 * 1024;
const dir = path.join(os.tmpdir(), "vitrine-bench-zip");
await rm(dir, { recursive: true, force: true });
await mkdir(dir, { recursive: true });
const noise = randomBytes(originalBytes);

/** Only what the handler reads of a site: the album by its slug, with its photos' files. */
async function albumOf(count: number): Promise<Album> {
  const items: ImageItem[] = [];
  for (let i = 0; i < count; i++) {
    const fileName = `photo-${String(i).padStart(4, "0")}.jpg`;
    const file = path.join(dir, fileName);
    await writeFile(file, noise);
    items.push({
      type: "image",
      id: String(i),
      fileName,
      file,
      title: fileName,
      alt: fileName,
      tags: [],
      tagPaths: [],
      people: [],
      details: {},
      firstSeen: 0,
      bytes: originalBytes,
      hash: "",
      address: "",
      width: 1,
      height: 1,
      thumbhash: "",
      keepMetadata: false,
    });
  }
  return {
    slug: `album-${count}`,
    key: `path:${count}`,
    title: "",
    description: "",
    dir,
    items,
    children: [],
    showDetails: true,
    originals: true,
    access: "public",
  };
}

const albums = [await albumOf(25), await albumOf(250)];
const site = { albumsBySlug: new Map(albums.map((album) => [album.slug, album])) } as unknown as Site;
const app = express();
app.get(
  "/albums/:slug/download",
  albumDownloads(async () => site, { atOnce: 100, perHour: 100 }),
);
app.get("/as-remix/:slug", async (req, res) => {
  const album = site.albumsBySlug.get(req.params.slug)!;
  const zip = albumZip(await zipEntries(album.slug, albumOriginals(album)));
  res.set({ "Content-Type": "application/zip", "Content-Length": String(await zip.size) });
  await writeReadableStreamToWritable(createReadableStreamFromReadable(zip.stream), res);
});
const server = app.listen(0, "127.0.0.1");
await new Promise((resolve) => server.once("listening", resolve));
const port = (server.address() as AddressInfo).port;

/** Downloads the album; `bytesPerSecond` paces the reader (pausing the socket), else it reads flat out. */
function download(route: string, slug: string, bytesPerSecond?: number): Promise<{ bytes: number; ms: number; firstByteMs: number; peakRssMb: number }> {
  const started = performance.now();
  const startRss = process.memoryUsage.rss();
  let peak = startRss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20);
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: route === "handler" ? `/albums/${slug}/download` : `/as-remix/${slug}` }, (res) => {
        const firstByteMs = performance.now() - started;
        let bytes = 0;
        res.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
          if (!bytesPerSecond) return;
          const due = (bytes / bytesPerSecond) * 1000 - (performance.now() - started);
          if (due > 0) {
            res.pause();
            setTimeout(() => res.resume(), due);
          }
        });
        res.on("end", () => {
          clearInterval(sampler);
          resolve({ bytes, ms: performance.now() - started, firstByteMs, peakRssMb: (peak - startRss) / 1e6 });
        });
      })
      .on("error", reject);
  });
}

const rows: string[][] = [];
for (const album of albums) {
  await download("handler", album.slug);
  for (const [route, reader, rate] of [
    ["handler", "fast", undefined],
    ["handler", "64 MB/s", 64e6],
    ["as a Remix route", "64 MB/s", 64e6],
  ] as const) {
    const runs = [];
    for (let i = 0; i < (rate ? 1 : 3); i++) runs.push(await download(route, album.slug, rate));
    const best = runs.sort((a, b) => a.ms - b.ms)[0]!;
    const peak = Math.max(...runs.map((run) => run.peakRssMb));
    rows.push([
      `${album.items.length} × 4 MB`,
      `${(best.bytes / 1e6).toFixed(0)} MB`,
      route === "handler" ? reader : `${reader}, ${route}`,
      `${best.firstByteMs.toFixed(0)} ms`,
      `${(best.ms / 1000).toFixed(2)} s (${(best.bytes / 1e6 / (best.ms / 1000)).toFixed(0)} MB/s)`,
      `${peak.toFixed(1)} MB`,
    ]);
  }
}
console.log(markdownTable(["album", "ZIP", "reader", "first byte", "whole download", "memory above the start (peak RSS)"], rows));
server.close();
await rm(dir, { recursive: true, force: true });
