import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { spawnServer } from "../helpers/spawn-server";
import { e2eDataDir } from "./helpers";

// A server of its own: the lock-out would otherwise hold for every other test from this address.
test("after 5 wrong passwords in 15 minutes the login answers 429 with Retry-After, even for the right one", async ({ browser }) => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "vitrine-limit-"));
  const server = spawnServer({ DATA_DIR: e2eDataDir, PORT: "3288", VITRINE_ADMIN_PASSWORD: "the-right-password", VITRINE_SECRET: `limit-test-secret-${path.basename(dataDir)}-padding` });
  try {
    await server.listening();
    const page = await browser.newPage({ baseURL: "http://127.0.0.1:3288" });
    await page.goto("/admin/login");
    const statuses: number[] = [];
    let retryAfter = "";
    const attempt = async (password: string) => {
      await page.getByLabel("Owner password").fill(password);
      const answered = page.waitForResponse((response) => response.request().method() === "POST");
      await page.getByRole("button", { name: "Log in" }).click();
      const response = await answered;
      statuses.push(response.status());
      retryAfter = response.headers()["retry-after"] ?? "";
    };
    for (let i = 0; i < 5; i++) await attempt(`wrong-${i}`);
    await attempt("the-right-password");
    await expect(page.getByRole("alert")).toHaveText(/Too many login attempts/);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(800);
    const limited = await page.request.post("/admin/login", { form: { password: "x" }, maxRedirects: 0 });
    expect([403, 429]).toContain(limited.status());
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
  }
});
