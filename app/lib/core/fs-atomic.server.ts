import { randomBytes } from "node:crypto";
import { mkdir, open, rename, rm } from "node:fs/promises";
import path from "node:path";

/**
 * Write, sync, rename, sync the folder: a reader or a crash never sees half a file, and after a
 * power cut the name never points at an empty one (a derivative is served as immutable for a year).
 */
export async function writeFileAtomic(filePath: string, data: string | Buffer, options: { mode?: number } = {}): Promise<void> {
  const folder = path.dirname(filePath);
  await mkdir(folder, { recursive: true });
  const temporary = `${filePath}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  try {
    const file = await open(temporary, "w", options.mode);
    try {
      await file.writeFile(data);
    } finally {
      await file.close();
    }
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  await renameDurably(temporary, filePath);
}

/**
 * Gives a finished file its name, synced first and its folder after: what another program wrote
 * (ffmpeg) becomes visible whole or not at all. A failed rename removes the temporary file.
 */
export async function renameDurably(temporary: string, filePath: string): Promise<void> {
  try {
    const file = await open(temporary, "r+");
    try {
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temporary, filePath);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  const directory = await open(path.dirname(filePath), "r");
  try {
    await directory.sync();
  } finally {
    await directory.close();
  }
}
