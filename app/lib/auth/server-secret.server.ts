import { randomBytes } from "node:crypto";
import { readFile, writeFile, mkdir } from "node:fs/promises";
import path from "node:path";

/**
 * The server secret: VITRINE_SECRET when set (every node of a multi-node site must share it),
 * otherwise one generated on first start and kept in DATA_DIR/secret (readable by the owner only).
 */
export async function loadServerSecret(dataDir: string, fromEnvironment: string | undefined): Promise<string> {
  if (fromEnvironment) return fromEnvironment;
  const file = path.join(dataDir, "secret");
  const existing = await readFile(file, "utf8").catch(() => "");
  if (existing.trim().length >= 32) return existing.trim();
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  try {
    // "wx": if another process won the race, its secret is the one to use.
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
    return secret;
  } catch {
    return (await readFile(file, "utf8")).trim();
  }
}
