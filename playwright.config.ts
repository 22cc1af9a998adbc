import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./tests/harness/chromium";
import { ownerPassword } from "./tests/e2e/helpers";

const port = Number(process.env.E2E_PORT ?? 3210);
const desktopAgent = devices["Desktop Chrome"].userAgent;
const phoneAgent = devices["Pixel 7"].userAgent;
// The page-level override misses beacons sent as a page unloads: the browser itself must say it.
const withAgent = (agent: string) => ({ executablePath: chromiumPath, args: [...chromiumArgs, `--user-agent=${agent}`] });

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  // Tests wait on states, never on time: the budget only ends a test that hangs. A test of several
  // whole page loads on a busy 2-core machine takes half a minute, so a page test gets a minute.
  timeout: 60_000,
  // A state a test waits for may come late on a loaded machine: a page hydrates only once its first
  // screen's pictures are painted (lib/layout/script-gate.ts), and those may be encoded on first request.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: "off",
  },
  projects: [
    // *.desktop.spec.ts runs only at desktop width, *.phone.spec.ts only on the phone, the rest on both.
    {
      name: "desktop",
      testIgnore: /own-server\.spec|\.phone\.spec/,
      // Headless Chromium names itself HeadlessChrome, which the collector rightly drops as a bot.
      use: { viewport: { width: 1280, height: 900 }, userAgent: desktopAgent, launchOptions: withAgent(desktopAgent) },
    },
    {
      name: "phone",
      testIgnore: /own-server\.spec|http\.spec|\.desktop\.spec/,
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, browserName: "chromium", launchOptions: withAgent(phoneAgent) },
    },
    // *.own-server.spec.ts: each test starts and stops servers of its own (on content of its own),
    // for start-up, settings, shutdown and whole sites; that work grows with the machine's load: a
    // larger budget than a page test's, deliberately, not a wait for anything to happen by a time.
    { name: "own-server", testMatch: /own-server\.spec/, timeout: 90_000 },
  ],
  webServer: {
    command: `node tests/e2e/serve.mjs`,
    url: `http://127.0.0.1:${port}/api/galleries`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { PORT: String(port), VITRINE_ADMIN_PASSWORD: ownerPassword },
    stdout: "ignore",
    stderr: "pipe",
  },
});
