import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadServerSecret } from "../../app/lib/auth/server-secret.server";
import { tempDir } from "../helpers/fixtures";

describe("the server secret", () => {
  it("is generated on first start into DATA_DIR/secret, readable by the owner only, and kept", async () => {
    const dataDir = path.join(await tempDir(), "data");
    const secret = await loadServerSecret(dataDir, undefined);
    expect(Buffer.byteLength(secret)).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, "secret");
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, "utf8")).trim()).toBe(secret);
    // No temp file is left beside it.
    expect(await readdir(dataDir)).toEqual(["secret"]);
    expect(await loadServerSecret(dataDir, undefined)).toBe(secret);
  });

  it("is one secret for processes starting together on a shared DATA_DIR", async () => {
    const dataDir = await tempDir();
    const secrets = await Promise.all(Array.from({ length: 8 }, () => loadServerSecret(dataDir, undefined)));
    expect(new Set(secrets).size).toBe(1);
    expect(await readdir(dataDir)).toEqual(["secret"]);
  });

  it.each([
    ["empty (a touch, a full disk at the first start)", ""],
    ["only a newline", "\n"],
    ["31 bytes", `${"x".repeat(31)}\n`],
  ])("stops the start when the file is %s, naming the file", async (_, content) => {
    const dataDir = await tempDir();
    const file = path.join(dataDir, "secret");
    await writeFile(file, content);
    const failure = loadServerSecret(dataDir, undefined);
    await expect(failure).rejects.toMatchObject({ code: "SECRET_INVALID" });
    await expect(failure).rejects.toThrow(
      new RegExp(`^\\[SECRET_INVALID\\] ${file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}: holds \\d+ bytes, at least 32 are needed`),
    );
    // The file is left as it was, for the owner to look at.
    expect(await readFile(file, "utf8")).toBe(content);
  });

  it("uses VITRINE_SECRET when it is set (the settings have checked its length), whatever the file holds", async () => {
    const dataDir = await tempDir();
    await writeFile(path.join(dataDir, "secret"), "");
    expect(await loadServerSecret(dataDir, "a-secret-from-the-environment-of-40-chars")).toBe("a-secret-from-the-environment-of-40-chars");
  });
});
