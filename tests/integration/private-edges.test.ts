import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { SqliteShareStore } from "../../app/lib/sharing/share-store.server";
import { makeJpeg, tempDir, writeYaml } from "../helpers/fixtures";
import { ownerCookie } from "../helpers/owner-session";
import { freePort } from "../harness/free-ports";
import { spawnServer, type SpawnedServer } from "../harness/spawn-server";

// A real server with GA4 set and a private album: what its log and its owner's pages give away.
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const ownerPassword = "edges-owner-password";
const measurementId = "G-OWNERS42";
let server: SpawnedServer;
let sharing: SqliteShareStore;

beforeAll(async () => {
  const content = await tempDir("vitrine-edges-");
  const data = await tempDir("vitrine-edges-data-");
  await writeYaml(path.join(content, "vitrine.config.yml"), { title: "Edges", analytics: { ga4MeasurementId: measurementId } });
  await makeJpeg(path.join(content, "Harbour", "boats.jpg"), { width: 300, height: 200, color: "#2a6f97" });
  await makeJpeg(path.join(content, "Wedding", "vows.jpg"), { width: 300, height: 200, color: "#9d0208" });
  await writeYaml(path.join(content, "Wedding", "album.yml"), { access: "private" });
  server = spawnServer({ PORT: String(port), CONTENT_DIR: content, DATA_DIR: data, VITRINE_ADMIN_PASSWORD: ownerPassword });
  await server.listening(60_000);
  sharing = SqliteShareStore.open(path.join(data, "sharing.sqlite"));
}, 120_000);

afterAll(async () => {
  sharing?.close();
  server?.child.kill("SIGTERM");
  await server?.exited;
});

it("writes no share link's token to the log, however its address is spelled to reach the link", async () => {
  const { token } = sharing.create({ album: "path:Wedding", label: "", expiresAt: null, passwordHash: null, downloads: "web" }, Date.now());
  for (const spelling of [`/s/${token}`, `/S/${token}`, `/%73/${token}`, `/x/../s/${token}`]) {
    const answer = await fetch(`${origin}${spelling}`, { redirect: "manual" });
    // Each reaches the link: not the unknown address's 404.
    expect(answer.status, spelling).not.toBe(404);
  }
  // The log is written a second's lines at a time: wait for the last of them.
  await expect
    .poll(
      () =>
        server
          .output()
          .split("\n")
          .filter((line) => line.startsWith("GET /s/…")).length,
      { timeout: 10_000 },
    )
    .toBe(4);
  expect(server.output()).not.toContain(token);
});

it("sends the owner's pages without the GA4 id; the public's pages carry it", async () => {
  const cookie = await ownerCookie(origin, ownerPassword);
  for (const page of ["/", "/albums/harbour", "/albums/wedding", "/admin/analytics"]) {
    const answer = await fetch(`${origin}${page}`, { headers: { cookie } });
    expect(answer.status, page).toBe(200);
    expect(await answer.text(), page).not.toContain(measurementId);
  }
  expect(await (await fetch(`${origin}/albums/harbour`)).text()).toContain(measurementId);
});
