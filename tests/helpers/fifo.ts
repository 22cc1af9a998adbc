import { execFileSync } from "node:child_process";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Puts a FIFO (named pipe) where `file` was: whoever reads it waits, in libuv's thread pool, until
 * release() writes the data and closes it. Holds a build at a known point for as long as a test likes.
 */
export async function fifoAt(file: string): Promise<{ release: (data: string | Buffer) => Promise<void> }> {
  await mkdir(path.dirname(file), { recursive: true });
  await rm(file, { force: true });
  execFileSync("mkfifo", [file]);
  return { release: (data) => writeFile(file, data) };
}
