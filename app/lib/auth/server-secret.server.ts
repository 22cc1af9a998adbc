import { randomBytes } from "node:crypto";
import { link, mkdir, open, readFile, unlink } from "node:fs/promises";
import path from "node:path";
import { logLine, VitrineError } from "../core/errors";

/** Below this a secret could be guessed, or is a file left empty by a full disk or a `touch`. */
const minimumBytes = 32;

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code;

/** Written whole or not at all: a temp file synced, then linked into place and the folder synced. */
async function writeNewSecret(file: string): Promise<void> {
  const secret = randomBytes(32).toString("base64url");
  const temp = `${file}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  const handle = await open(temp, "wx", 0o600);
  try {
    await handle.writeFile(`${secret}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    // A link, unlike a rename, never replaces: nodes sharing DATA_DIR that start together all keep the first one's secret.
    await link(temp, file).catch((error: unknown) => {
      if (codeOf(error) !== "EEXIST") throw error;
    });
  } finally {
    await unlink(temp);
  }
  const folder = await open(path.dirname(file), "r");
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

async function readSecret(file: string): Promise<string | undefined> {
  try {
    return (await readFile(file, "utf8")).trim();
  } catch (error) {
    if (codeOf(error) === "ENOENT") return undefined;
    throw error;
  }
}

/**
 * The server secret: VITRINE_SECRET when set (every node of a multi-node site must share it; the
 * settings refuse one under 32 characters), otherwise DATA_DIR/secret, generated on first start
 * (readable by the owner only). A file holding under 32 bytes stops the start: it would sign
 * sessions with a key anyone can guess.
 */
export async function loadServerSecret(dataDir: string, fromEnvironment: string | undefined): Promise<string> {
  if (fromEnvironment !== undefined) return fromEnvironment;
  const file = path.join(dataDir, "secret");
  try {
    let secret = await readSecret(file);
    if (secret === undefined) {
      await mkdir(dataDir, { recursive: true });
      await writeNewSecret(file);
      secret = (await readSecret(file)) ?? "";
    }
    const bytes = Buffer.byteLength(secret);
    if (bytes < minimumBytes) {
      throw new VitrineError(
        "SECRET_INVALID",
        logLine("SECRET_INVALID", file, `holds ${bytes} bytes, at least ${minimumBytes} are needed: delete it to have one generated, or set VITRINE_SECRET`),
      );
    }
    return secret;
  } catch (error) {
    if (error instanceof VitrineError) throw error;
    throw new VitrineError("SECRET_INVALID", logLine("SECRET_INVALID", file, `cannot be read or written: ${(error as Error).message}`));
  }
}
