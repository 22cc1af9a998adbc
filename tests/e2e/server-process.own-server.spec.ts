import type { ChildProcess } from "node:child_process";
import http from "node:http";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { tempDir } from "../helpers/fixtures";
import { freePorts } from "../harness/free-ports";
import { spawnServer } from "../harness/spawn-server";
import { watchConsole, e2eDataDir } from "./helpers";
import { defaultCollectorPath } from "../../app/lib/core/analytics-endpoint";

// Servers of their own, each on a port free when the file loads.
const ports = (await freePorts(7)) as number[];

const running: ChildProcess[] = [];
test.afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill("SIGKILL");
});

/** A server process of its own, killed after the tests if one is left running. */
function startServer(env: Record<string, string>, options: { cwd?: string } = {}) {
  const server = spawnServer(env, options);
  running.push(server.child);
  return server;
}

test("a port in use is reported in one line, not a stack trace", async () => {
  const first = startServer({ DATA_DIR: e2eDataDir, PORT: String(ports[3]) });
  await first.listening();
  const second = startServer({ DATA_DIR: e2eDataDir, PORT: String(ports[3]) });
  expect(await second.exited).toBe(1);
  expect(second.output()).toContain(`Vitrine cannot start: [LISTEN_FAILED] 127.0.0.1:${ports[3]}: port ${ports[3]} is already in use (set PORT to another)\n`);
  first.child.kill("SIGTERM");
  expect(await first.exited).toBe(0);
});

test("started from another folder, the server still serves its scripts and styles", async ({ request }) => {
  const elsewhere = await mkdtemp(path.join(os.tmpdir(), "vitrine-cwd-"));
  const server = startServer({ DATA_DIR: path.resolve(e2eDataDir), PORT: String(ports[0]) }, { cwd: elsewhere });
  await server.listening();
  const html = await (await request.get(`http://127.0.0.1:${ports[0]}/`)).text();
  for (const [pattern, type] of [
    [/\/assets\/[^" ]+\.js/, "javascript"],
    [/\/assets\/[^"]+\.css/, "text/css"],
  ] as const) {
    const asset = await request.get(`http://127.0.0.1:${ports[0]}${pattern.exec(html)![0]}`);
    expect(asset.status()).toBe(200);
    expect(asset.headers()["content-type"]).toContain(type);
  }
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
});

test("an invalid site config stops start-up with the file, the field and the reason", async () => {
  const content = await mkdtemp(path.join(os.tmpdir(), "vitrine-bad-"));
  await writeFile(path.join(content, "vitrine.config.yml"), "title: Bad\nanalytics:\n  retentionDays: -4\n");
  const server = startServer({ CONTENT_DIR: content, DATA_DIR: await tempDir("vitrine-data-"), PORT: String(ports[1]) });
  expect(await server.exited).toBe(1);
  expect(server.output()).toMatch(/CONFIG_INVALID.*vitrine\.config\.yml \(field "analytics\.retentionDays"\)/);
});

test("an invalid environment setting stops start-up in one line naming it", async () => {
  const server = startServer({ DATA_DIR: e2eDataDir, PORT: "abc" });
  expect(await server.exited).toBe(1);
  expect(server.output().trim()).toMatch(/^Vitrine cannot start: \[SETTINGS_INVALID\] PORT: .+$/);
});

test("SIGINT (Ctrl+C) stops the server cleanly", async ({ request }) => {
  const server = startServer({ DATA_DIR: e2eDataDir, PORT: String(ports[4]) });
  await server.listening();
  expect((await request.get(`http://127.0.0.1:${ports[4]}/api/galleries`)).status()).toBe(200);
  server.child.kill("SIGINT");
  expect(await server.exited).toBe(0);
  expect(server.output()).toContain("SIGINT received");
});

test("SIGTERM lets an in-flight request finish, then exits cleanly", async () => {
  const server = startServer({ DATA_DIR: e2eDataDir, PORT: String(ports[2]) });
  await server.listening();
  // A request the server has surely taken in: it answered the headers with "100 Continue", and the body is still to come.
  const body = JSON.stringify({ events: [{ name: "page_view", params: { page_location: `http://127.0.0.1:${ports[2]}/` } }] });
  const inFlight = http.request({
    host: "127.0.0.1",
    port: ports[2],
    method: "POST",
    path: defaultCollectorPath,
    headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), expect: "100-continue" },
  });
  const answered = new Promise<http.IncomingMessage>((resolve, reject) => inFlight.on("response", resolve).on("error", reject));
  await new Promise((resolve) => inFlight.once("continue", resolve));
  server.child.kill("SIGTERM");
  await expect.poll(() => server.output()).toContain("SIGTERM received");
  inFlight.end(body);
  expect((await answered).statusCode).toBe(204);
  expect(await server.exited).toBe(0);
  // The request was answered after the signal arrived, not before.
  const log = server.output();
  expect(log.indexOf(`POST ${defaultCollectorPath} 204`)).toBeGreaterThan(log.indexOf("SIGTERM received"));
});

test("a site whose navigation holds no list logs a console error and builds no off-canvas menu", async ({ browser }) => {
  const content = await mkdtemp(path.join(os.tmpdir(), "vitrine-empty-"));
  await writeFile(path.join(content, "vitrine.config.yml"), "title: Nothing yet\n");
  const server = startServer({ CONTENT_DIR: content, DATA_DIR: await tempDir("vitrine-data-"), PORT: String(ports[6]) });
  await server.listening();
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const problems = watchConsole(page);
  await page.goto(`http://127.0.0.1:${ports[6]}/`);
  await expect(page.locator("h1")).toHaveText("Nothing yet");
  await expect.poll(() => problems).toEqual([expect.stringContaining("the navigation holds no list element")]);
  await expect(page.locator("#menu-nav")).toBeHidden();
  await expect(page.locator(".offcanvas")).toHaveCount(0);
  await page.close();
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
});

test("an ajax item whose content is missing shows the error slide in the viewer", async ({ browser }) => {
  const content = await mkdtemp(path.join(os.tmpdir(), "vitrine-ajax-"));
  await mkdir(path.join(content, "Notes"));
  await writeFile(path.join(content, "Notes", "here.html"), "<p>Present and correct.</p>");
  await writeFile(
    path.join(content, "Notes", "items.yml"),
    "items:\n  - { type: ajax, title: Present, file: here.html }\n  - { type: ajax, title: Gone, file: gone.html }\n",
  );
  const server = startServer({ CONTENT_DIR: content, DATA_DIR: await tempDir("vitrine-data-"), PORT: String(ports[5]) });
  await server.listening();
  expect(server.output()).toContain("[ITEM_FILE_MISSING]");
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${ports[5]}/albums/notes#notes-1`);
  const root = page.locator(".viewer-root");
  await expect(root).toHaveAttribute("data-slide", "loaded");
  await expect(page.locator(".vt-text").first()).toContainText("Present and correct.");
  await expect(root).toHaveAttribute("data-viewer", "opened");
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(/#notes-2$/);
  await expect(root).toHaveAttribute("data-slide", "error");
  await expect(page.locator(".vt-error").filter({ visible: true })).toContainText("This item could not be shown.");
  await page.close();
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
});
