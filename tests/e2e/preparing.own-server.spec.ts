import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { fifoAt } from "../helpers/fifo";
import { tempDir, walksSite } from "../helpers/fixtures";
import { spawnServer, type SpawnedServer } from "../harness/spawn-server";
import { seriousViolations, watchConsole } from "./helpers";
import { defaultCollectorPath } from "../../app/lib/core/analytics-endpoint";
import { freePort } from "../harness/free-ports";

// The first build is held by FIFOs where it reads (the source index, then a picture): it goes on
// only when the test writes to them, so "still preparing" is a state the test decides, not a race.
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const running: SpawnedServer[] = [];
test.afterAll(() => {
  for (const server of running) if (server.child.exitCode === null) server.child.kill("SIGKILL");
});

function start(env: Record<string, string>): SpawnedServer {
  const server = spawnServer(env);
  running.push(server);
  return server;
}

async function answer(address: string, init?: RequestInit) {
  const response = await fetch(`${origin}${address}`, init);
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const resources = ["/api/galleries", "/api/galleries/walks", "/sitemap.xml", "/img/0123456789abcdef01234567/640.webp", "/albums/walks.data"];

test("while the first build runs pages say how far it is and resources answer 503 SITE_PREPARING; once it is done, 200", async ({ browser }) => {
  // A French site: its preparing page is in French too.
  const { content, dataDir } = await walksSite(`title: "Ana & Bo's <walks>"\nlanguage: fr\n`, ["a.jpg", "b.jpg", "c.jpg"]);
  const index = await fifoAt(path.join(dataDir, "cache", "sources.json"));
  const server = start({ CONTENT_DIR: content, DATA_DIR: dataDir, PORT: String(port) });
  await expect.poll(() => server.output(), { timeout: 60_000 }).toContain("Vitrine serving");

  // The scan has counted the pictures; the build waits for the source index.
  await expect.poll(async () => (await answer("/albums/walks")).text, { timeout: 30_000 }).toContain("Préparation de la galerie : 0 images sur 3");
  const page = await answer("/albums/walks");
  expect(page.status).toBe(503);
  expect(page.headers.get("retry-after")).toBe("5");
  expect(page.headers.get("content-type")).toMatch(/^text\/html/);
  // Its one script is admitted by its hash, and nothing else inline.
  expect(page.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]{44}';/);
  expect(page.text).toContain('<html lang="fr">');
  expect(page.text).toContain("<h1>Ana &#38; Bo&#39;s &#60;walks&#62;</h1>");
  for (const address of resources) {
    const resource = await answer(address);
    expect([resource.status, resource.headers.get("retry-after"), JSON.parse(resource.text)], address).toEqual([
      503,
      "5",
      { error: { code: "SITE_PREPARING", message: expect.any(String) } },
    ]);
  }
  // Its stylesheet is a build asset like the site's: served while the site is not.
  const stylesheet = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)">/.exec(page.text)?.[1];
  for (const file of ["/favicon.svg", stylesheet]) expect((await answer(file!)).status, file).toBe(200);
  // The collector needs no site: visits during the build are taken, not refused.
  const batch = { events: [{ name: "page_view", params: { page_location: `${origin}/` }, ts: Date.now() }] };
  expect((await answer(defaultCollectorPath, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(batch) })).status).toBe(
    204,
  );

  // A port in use still stops a second server, though the first one is not ready yet.
  const second = start({ CONTENT_DIR: content, DATA_DIR: await tempDir(), PORT: String(port) });
  expect(await second.exited).toBe(1);
  expect(second.output()).toContain(`Vitrine cannot start: [LISTEN_FAILED] 127.0.0.1:${port}: port ${port} is already in use`);

  // In the browser: styled by its own sheet under the strict CSP, light and dark, accessible, and it
  // follows the build on its own (its clock is the test's, so "every 5 s" happens when the test says).
  const context = await browser.newContext();
  const visitor = await context.newPage();
  const problems = watchConsole(visitor);
  await visitor.clock.install();
  await visitor.goto(`${origin}/albums/walks`);
  await expect(visitor.getByRole("status")).toHaveText("Préparation de la galerie : 0 images sur 3");
  expect(await visitor.evaluate(() => getComputedStyle(document.body).display)).toBe("grid");
  await visitor.emulateMedia({ colorScheme: "dark" });
  expect(await visitor.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(18, 18, 20)");
  expect(await seriousViolations(visitor)).toEqual([]);

  // The index is given; the last picture is held in turn, so the build stops at two of three.
  const third = path.join(content, "Walks", "c.jpg");
  const bytes = await readFile(third);
  const picture = await fifoAt(third);
  await index.release("{}");
  await expect.poll(async () => (await answer("/albums/walks")).text, { timeout: 30_000 }).toContain("Préparation de la galerie : 2 images sur 3");
  await visitor.clock.runFor(5000);
  await expect(visitor.getByRole("status")).toHaveText("Préparation de la galerie : 2 images sur 3");
  await expect(visitor.getByRole("progressbar")).toHaveAttribute("value", "2");
  await expect.poll(() => server.output(), { timeout: 30_000 }).toContain("preparing: 2 of 3 pictures probed");

  // Released, the build ends: the same addresses answer 200, and the visitor's page becomes the album.
  // The picture is then a file again, as on any site: a FIFO left in its place would hold whatever
  // reads it next (the encoder, for the grid's thumbnail) for ever.
  await picture.release(bytes);
  await rm(third);
  await writeFile(third, bytes);
  await expect.poll(async () => (await answer("/albums/walks")).status, { timeout: 30_000 }).toBe(200);
  for (const address of resources.slice(0, 3)) expect((await answer(address)).status, address).toBe(200);
  expect(server.output()).toMatch(/site ready: 3 pictures in \d/);
  await visitor.clock.runFor(5000);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Walks");
  await expect(visitor.locator(".grid-item").first()).toBeVisible();
  // Chromium logs each 503 (the page, its asks) as a failed load; anything else (a CSP refusal, a script error) is a problem.
  expect(problems.filter((problem) => !problem.endsWith("the server responded with a status of 503 (Service Unavailable)"))).toEqual([]);
  await context.close();
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
});

test("an invalid site config still stops start-up before the server listens", async () => {
  const content = await tempDir();
  await writeFile(path.join(content, "vitrine.config.yml"), "title: Bad\nlanguage: 42 is not a language\n");
  const server = start({ CONTENT_DIR: content, DATA_DIR: await tempDir(), PORT: String(port + 1) });
  expect(await server.exited).toBe(1);
  expect(server.output()).toMatch(/Vitrine cannot start: \[CONFIG_INVALID\] .*vitrine\.config\.yml \(field "language"\)/);
  expect(server.output()).not.toContain("Vitrine serving");
});
