/**
 * bench/page-bytes: what the public pages weigh on the wire, and what of that is hydration data.
 * Per page: the HTML raw, as gzip and as brotli (as the server sends them to a phone), against the
 * first congestion window (10 segments, 14,600 bytes); then the loader data the HTML carries (single
 * fetch's turbo-stream), per route and per field (what the field adds to its route's payload).
 * The demo plus a 10,000-picture album (bench/lib/large-albums.ts, kept between runs).
 *   npm run build && npx tsx bench/page-bytes.ts        PAGE_BYTES_PORT=3312 the server's port.
 */
import { cp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ensureDemoContent } from "../app/lib/demo/generate-demo.server";
import { htmlBytes } from "./lib/html-bytes";
import { prepareLargeAlbums } from "./lib/large-albums";
import { fieldSizes, loaderData } from "./lib/loader-data";
import { markdownTable } from "./lib/markdown-table";
import { phoneHeaders } from "./lib/phone";
import { startServer } from "./lib/server";

const firstWindow = 10 * 1460;
const root = path.join(os.tmpdir(), "vitrine-bench-page-bytes");
const content = path.join(root, "content");
await ensureDemoContent(path.join(root, "demo"));
await cp(path.join(root, "demo"), content, { recursive: true, force: true, preserveTimestamps: true });
const [large] = await prepareLargeAlbums(content, [10_000]);

const pages = ["/", "/albums/landscapes", "/albums/landscapes/3", "/search?q=a", `/albums/${large!.slug}`];
const server = await startServer({ PORT: process.env.PAGE_BYTES_PORT ?? "3312", CONTENT_DIR: content, DATA_DIR: path.join(root, "data") });
const number = (n: number) => n.toLocaleString("en-US");
try {
  const sizes: string[][] = [];
  const fields: string[][] = [];
  for (const page of pages) {
    const { raw, gzip, brotli, html } = await htmlBytes(`${server.url}${page}`, phoneHeaders);
    const data = await loaderData(html);
    const fits = (bytes: number) => (bytes <= firstWindow ? "yes" : "no");
    sizes.push([page, number(raw), number(gzip), number(brotli), fits(gzip), fits(brotli), number(Buffer.byteLength(data.payload))]);
    for (const [route, value] of Object.entries(data.routes)) {
      const each = Object.entries(await fieldSizes(value ?? {})).sort(([, a], [, b]) => b - a);
      fields.push([page, route, each.map(([field, bytes]) => `${field} ${number(bytes)}`).join(", ")]);
    }
  }
  console.log(markdownTable(["page", "raw", "gzip", "brotli", "gzip ≤ 14,600", "brotli ≤ 14,600", "loader data (raw)"], sizes));
  console.log();
  console.log(markdownTable(["page", "route", "fields (bytes each adds)"], fields));
} finally {
  await server.stop();
}
