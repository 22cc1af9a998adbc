import { writeFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { makeJpeg, tempDir, writeYaml } from "../helpers/fixtures";
import { spawnServer, type SpawnedServer } from "../harness/spawn-server";
import { freePort } from "../harness/free-ports";

// Before, an empty DATA_DIR/secret (a `touch`, a disk full at the first start) was used as it was:
// a session cookie signed with the empty key opened the dashboard. Now such a start stops.
let content: string;
const started: SpawnedServer[] = [];
const port = await freePort();
const start = (env: Record<string, string>) => {
  const server = spawnServer({ PORT: String(port), CONTENT_DIR: content, ...env });
  started.push(server);
  return server;
};
/** How a start ends: its exit code, or "serving" should it start after all (then stopped with the tests). */
const outcome = (server: SpawnedServer) => Promise.race([server.exited, server.listening().then(() => "serving")]);
test.afterAll(() => {
  for (const server of started) if (server.child.exitCode === null) server.child.kill("SIGKILL");
});
// One worker runs the file: its servers hold fixed ports.
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  content = await tempDir();
  await writeYaml(path.join(content, "vitrine.config.yml"), { title: "Secret" });
  await makeJpeg(path.join(content, "Album", "one.jpg"), { width: 60, height: 40 });
});

for (const [what, secret] of [
  ["empty", ""],
  ["31 bytes long", "x".repeat(31)],
] as const) {
  test(`a DATA_DIR/secret ${what} stops the start in one line naming the file`, async () => {
    const dataDir = await tempDir();
    await writeFile(path.join(dataDir, "secret"), secret);
    const server = start({ DATA_DIR: dataDir, VITRINE_ADMIN_PASSWORD: "secret-test-password" });
    expect(await outcome(server)).toBe(1);
    const file = path.join(dataDir, "secret");
    expect(server.output()).toBe(
      `Vitrine cannot start: [SECRET_INVALID] ${file}: holds ${secret.length} bytes, at least 32 are needed: delete it to have one generated, or set VITRINE_SECRET\n`,
    );
  });
}

for (const [what, secret] of [
  ["empty", ""],
  ["31 characters long", "x".repeat(31)],
] as const) {
  test(`a VITRINE_SECRET ${what} stops the start in one line naming it`, async () => {
    const server = start({ DATA_DIR: await tempDir(), VITRINE_SECRET: secret });
    expect(await outcome(server)).toBe(1);
    expect(server.output()).toBe("Vitrine cannot start: [SETTINGS_INVALID] VITRINE_SECRET: must be at least 32 characters\n");
  });
}
