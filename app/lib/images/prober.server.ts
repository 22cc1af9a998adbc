import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import { VitrineError, type ErrorCode } from "../core/errors";
import type { PictureReaders } from "./picture-readers.server";
import type { ImageFacts } from "./probe.server";
import { readPicture } from "./read-picture.server";
import { ToolStopped } from "../core/run-tool.server";
import type { SourceEntry, SourceIndex } from "./source-index.server";

/** `pixels`: the stand-in sharp decodes (a HEIC's decoded JPEG, a RAW's preview); absent, the file itself. */
export type ProbeResult =
  ({ ok: true; file: string; hash: string; firstSeen: number; bytes: number; pixels?: string } & ImageFacts) | { ok: false; error: string; code?: ErrorCode };

/** Facts about one source file, from the index when its size and mtime are unchanged. */
export async function probeSource(filePath: string, index: SourceIndex, readers: PictureReaders): Promise<ProbeResult> {
  let stats;
  try {
    stats = await stat(filePath);
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
  const known = index.lookup(filePath, stats);
  if (known && !(await readAgain(known, readers))) {
    if (known.errorCode === "HEIF_DECODER_MISSING") readers.heif.tellMissing(filePath);
    return fromEntry(filePath, known, readers);
  }
  try {
    const bytes = await readFile(filePath);
    const hash = contentHash(bytes);
    let read: Awaited<ReturnType<typeof readPicture>> | undefined;
    try {
      read = await readPicture(filePath, bytes, readers);
    } catch (error) {
      if (error instanceof ToolStopped) return { ok: false, error: firstLine(error) };
      const code = error instanceof VitrineError && (error.code === "HEIF_DECODER_MISSING" || error.code === "RAW_PREVIEW_UNREADABLE") ? error.code : undefined;
      index.record(filePath, { size: stats.size, mtimeMs: stats.mtimeMs, hash, error: firstLine(error), ...(code ? { errorCode: code } : {}) });
    }
    if (read) {
      // A stand-in the disk refused is no fact about the file: not recorded, so the next build tries again.
      if (read.standIn) await readers.standIns.write(hash, read.standIn);
      index.record(filePath, { size: stats.size, mtimeMs: stats.mtimeMs, hash, facts: read.facts, ...(read.standIn ? { standIn: true } : {}) });
    }
  } catch (error) {
    return { ok: false, error: firstLine(error) };
  }
  return fromEntry(filePath, index.lookup(filePath, stats)!, readers);
}

/**
 * An unchanged file is read again when its stand-in is gone (DATA_DIR/cache cleared), or when it
 * failed for want of a HEIC decoder that this start has (libheif installed since).
 */
async function readAgain(entry: SourceEntry, readers: PictureReaders): Promise<boolean> {
  if (entry.errorCode === "HEIF_DECODER_MISSING") return readers.heif.decodes;
  return entry.standIn === true && !(await readers.standIns.has(entry.hash));
}

export function contentHash(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex").slice(0, 24);
}

/** `file` is the caller's own string, kept by the site model and the index alike. */
function fromEntry(file: string, entry: SourceEntry, readers: PictureReaders): ProbeResult {
  if (!entry.facts) return { ok: false, error: entry.error ?? "unreadable image", ...(entry.errorCode ? { code: entry.errorCode } : {}) };
  const pixels = entry.standIn ? { pixels: readers.standIns.pathOf(entry.hash) } : {};
  return { ok: true, file, hash: entry.hash, firstSeen: entry.firstSeen, bytes: entry.size, ...pixels, ...entry.facts };
}

function firstLine(error: unknown): string {
  return ((error as Error).message ?? String(error)).split("\n")[0] ?? "unknown error";
}
