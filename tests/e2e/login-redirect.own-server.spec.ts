import path from "node:path";
import { expect, test } from "@playwright/test";
import { makeJpeg, tempDir, writeYaml } from "../helpers/fixtures";
import { loginForm } from "../helpers/login-form";
import { spawnServer, type SpawnedServer } from "../harness/spawn-server";
import { freePort } from "../harness/free-ports";

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const password = "redirect-owner-password";
let server: SpawnedServer;

// One worker runs the file: its servers hold fixed ports.
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  const content = await tempDir();
  await writeYaml(path.join(content, "vitrine.config.yml"), { title: "Redirects" });
  await makeJpeg(path.join(content, "Album", "one.jpg"), { width: 60, height: 40 });
  server = spawnServer({ PORT: String(port), CONTENT_DIR: content, DATA_DIR: await tempDir(), VITRINE_ADMIN_PASSWORD: password });
  await server.listening(60_000);
});
test.afterAll(async () => {
  server.child.kill("SIGTERM");
  await server.exited;
});

// Each of these, as a browser reads a Location, leads to another host (or is not an address of this site).
const elsewhere = [
  "//evil.example",
  "/\t/evil.example",
  "/\\evil.example",
  "/%09/evil.example",
  "/\n/evil.example",
  "/\u0000/evil.example",
  "/\\/evil.example",
  "https://evil.example/admin",
  "/%5C%5Cevil.example",
];

test("after the login, a next that leads off the site goes to the dashboard instead", async () => {
  const form = await loginForm(origin);
  for (const next of elsewhere) {
    const answer = await form.post(password, { next });
    expect(answer.status, JSON.stringify(next)).toBe(302);
    expect(answer.headers.get("location"), JSON.stringify(next)).toBe("/admin/analytics");
  }
});

test("the login page does not carry such a next into its form", async () => {
  // The address as a link would give it: %09 arrives as a tab, %5C as a backslash.
  for (const query of ["/%09/evil.example", "/%5Cevil.example", "//evil.example", "/%0A/evil.example"]) {
    const html = await (await fetch(`${origin}/admin/login?next=${query}`)).text();
    expect(html, query).toContain('name="next" value=""');
  }
});

test("a path on this site is where the owner goes after the login", async () => {
  const form = await loginForm(origin);
  for (const next of ["/admin/analytics/photos?sort=shares", "/admin/analytics?from=2026-01-01&to=2026-01-31"]) {
    const answer = await form.post(password, { next });
    expect(answer.headers.get("location")).toBe(next);
  }
});
