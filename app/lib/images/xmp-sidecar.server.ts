import { open, stat } from "node:fs/promises";
import { readXmp, xmpMaxBytes } from "./read-xmp";
import type { SidecarEntry, SourceIndex } from "./source-index.server";
import { boundWritten } from "./written-metadata";

/**
 * A photo's .xmp sidecar as darktable, Lightroom or digiKam wrote it: from the index while its size
 * and mtime are unchanged (a rebuild costs one stat), else read again. Never throws: a sidecar that
 * cannot be read is an entry with its `error`, so the build goes on and the log says why.
 */
export async function probeXmpSidecar(filePath: string, index: SourceIndex): Promise<SidecarEntry> {
  let stats;
  try {
    stats = await stat(filePath);
  } catch (error) {
    return { size: 0, mtimeMs: 0, error: (error as Error).message };
  }
  const known = index.lookupSidecar(filePath, stats);
  if (known) return known;
  const entry = { size: stats.size, mtimeMs: stats.mtimeMs, ...(await readSidecar(filePath, stats.size)) };
  index.recordSidecar(filePath, entry);
  return entry;
}

async function readSidecar(filePath: string, size: number): Promise<Omit<SidecarEntry, "size" | "mtimeMs">> {
  if (size > xmpMaxBytes) return { error: `over ${xmpMaxBytes / 1024 / 1024} MB: not read` };
  let xml: string;
  try {
    // One byte more than it had: a file that grew since its stat reads as cut short (not XML), never whole.
    xml = await readAtMost(filePath, size + 1);
  } catch (error) {
    return { error: (error as Error).message };
  }
  const read = readXmp(xml);
  if (!read.ok) return { error: read.reason };
  const { metadata, notes } = boundWritten(read.sources);
  return { text: read.text, written: metadata, ...(notes.length > 0 ? { notes } : {}) };
}

async function readAtMost(filePath: string, bytes: number): Promise<string> {
  const file = await open(filePath, "r");
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await file.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead).toString("utf8");
  } finally {
    await file.close();
  }
}
