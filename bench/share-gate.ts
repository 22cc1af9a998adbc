/**
 * bench/share-gate: what the private albums' gate costs a request (issue 31). The built server on
 * bench/traffic's site (the demo plus a 10,000-picture album, every derivative made before timing),
 * with the demo's Cityscapes made private for the run (its album.yml is removed after) and a share
 * link to it. autocannon, 32 connections, SHARE_SECONDS (5) per run, Chrome's headers, in one run:
 *   - a public album page (Landscapes) without a cookie: the page cache, the path every visitor takes,
 *     and the limit: the same bytes from memory by bare node:http (as bench/traffic);
 *   - the same with a well-formed grant the store does not know: cookies read, the store asked, then the page cache;
 *   - the same with a live grant: rendered for that visitor alone;
 *   - the private album's page with the live grant;
 *   - a public picture; the private album's picture with the live grant (private, not from memory).
 * Each as requests/s, p50, p99 and its ratio to the first (pages) or to the public picture.
 *   npm run build && npx tsx bench/share-gate.ts
 */
import { randomBytes } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { grantCookie } from "../app/lib/sharing/grant-cookie";
import { SqliteShareStore } from "../app/lib/sharing/share-store.server";
import { spawnServer } from "../tests/harness/spawn-server";
import { startBareServer } from "./lib/bare-server";
import { browserHeaders, desktopChrome } from "./lib/browser-headers";
import { captureResponse } from "./lib/capture-response";
import { nextForwardedAddress } from "./lib/forwarded-address";
import { gridPictures } from "./lib/grid-pictures";
import { markdownTable } from "./lib/markdown-table";
import { settleServer } from "./lib/settle-server";
import { prepareTrafficSite } from "./lib/traffic-site";
import { trafficLoad, type LoadFigures } from "./lib/traffic-load";

const seconds = Number(process.env.SHARE_SECONDS ?? 5);
const port = Number(process.env.SHARE_PORT ?? 3471);
const origin = `http://127.0.0.1:${port}`;
process.once("SIGINT", () => process.exit(130));
process.once("SIGTERM", () => process.exit(143));

const site = await prepareTrafficSite(path.join(os.tmpdir(), "vitrine-bench-traffic"));
const privateYml = path.join(site.content, "Cityscapes", "album.yml");
await writeFile(privateYml, "access: private\n");
const sharing = SqliteShareStore.open(path.join(site.dataDir, "sharing.sqlite"));
const server = spawnServer({ PORT: String(port), CONTENT_DIR: site.content, DATA_DIR: site.dataDir, TRUST_PROXY: "loopback" }, { asServe: true });
process.once("exit", () => server.child.kill());

type Row = { name: string; figures: LoadFigures; base: LoadFigures };
const rows: Row[] = [];
try {
  await server.listening(300_000);
  const page = browserHeaders.page(desktopChrome);
  const picture = browserHeaders.picture(desktopChrome);
  const { link, token } = sharing.create({ album: "path:Cityscapes", label: "bench", expiresAt: null, passwordHash: null, downloads: "web" }, Date.now());
  // The landing page's button: only a POST grants.
  const opened = await fetch(`${origin}/s/${token}`, { method: "POST", redirect: "manual" });
  const live = opened.headers.getSetCookie()[0]!.split(";")[0]!;
  const unknown = (await grantCookie([randomBytes(16).toString("base64url")], false)).split(";")[0]!;

  const privatePage = await (await fetch(`${origin}/albums/cityscapes`, { headers: { ...page, cookie: live } })).text();
  const publicPage = await (await fetch(`${origin}/albums/landscapes`, { headers: page })).text();
  const [privatePicture] = gridPictures(privatePage, 320);
  const [publicPicture] = gridPictures(publicPage, 320);
  if (!privatePicture || !publicPicture) throw new Error("no picture tiles on the album pages");
  if ((await fetch(`${origin}${privatePicture.address}`)).status !== 404) throw new Error("the private picture is public");

  const load = async (name: string, pathname: string, headers: Record<string, string>) => {
    await trafficLoad(origin, [{ method: "GET", path: pathname, headers }], { connections: 32, seconds: 1 });
    const figures = await trafficLoad(origin, [{ method: "GET", path: pathname, headers }], { connections: 32, seconds });
    if (figures.bad > 0 || figures.errors > 0) throw new Error(`${name}: ${figures.bad} bad answers, ${figures.errors} errors`);
    await settleServer(origin);
    return figures;
  };
  const publicFigures = await load("public page", "/albums/landscapes", page);
  // The limit: the same bytes from memory by bare node:http (bench/traffic's), so the public page's figure reads as a share of what the machine can send.
  const publicRequest = { method: "GET" as const, path: "/albums/landscapes", headers: page };
  const bare = await startBareServer([await captureResponse(origin, publicRequest, nextForwardedAddress())]);
  try {
    await trafficLoad(bare.url, [publicRequest], { connections: 32, seconds: 1 });
    rows.push({
      name: "the limit: the same page's bytes from bare node:http",
      figures: await trafficLoad(bare.url, [publicRequest], { connections: 32, seconds }),
      base: publicFigures,
    });
  } finally {
    await bare.stop();
  }
  rows.push({ name: "public album page, no cookie (page cache)", figures: publicFigures, base: publicFigures });
  rows.push({
    name: "public album page, unknown grant (store asked, then page cache)",
    figures: await load("unknown grant", "/albums/landscapes", { ...page, cookie: unknown }),
    base: publicFigures,
  });
  rows.push({
    name: "public album page, live grant (rendered for the visitor)",
    figures: await load("live grant", "/albums/landscapes", { ...page, cookie: live }),
    base: publicFigures,
  });
  rows.push({
    name: "private album page, live grant",
    figures: await load("private page", "/albums/cityscapes", { ...page, cookie: live }),
    base: publicFigures,
  });
  const publicPictureFigures = await load("public picture", publicPicture.address, picture);
  rows.push({ name: "public picture (memory)", figures: publicPictureFigures, base: publicPictureFigures });
  rows.push({
    name: "private picture, live grant (file, private)",
    figures: await load("private picture", privatePicture.address, { ...picture, cookie: live }),
    base: publicPictureFigures,
  });
  sharing.revoke(link.id, Date.now());
} finally {
  sharing.close();
  server.child.kill("SIGTERM");
  await server.exited;
  await rm(privateYml, { force: true });
}

console.log(`share gate, ${os.cpus().length} cores, ${seconds} s a run at 32 connections (Node ${process.version}, load ${os.loadavg()[0]!.toFixed(2)})\n`);
console.log(
  markdownTable(
    ["request", "requests/s", "p50 ms", "p99 ms", "× its base"],
    rows.map(({ name, figures, base }) => [
      name,
      figures.requestsPerSecond.toFixed(0),
      figures.p50.toFixed(1),
      figures.p99.toFixed(1),
      (figures.requestsPerSecond / base.requestsPerSecond).toFixed(2),
    ]),
  ),
);
