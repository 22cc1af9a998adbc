import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import { probeImage, type ImageFacts } from "./probe.server";
import type { SourceIndex } from "./source-index.server";

export type ProbeResult = ({ ok: true; file: string; hash: string; firstSeen: number; bytes: number } & ImageFacts) | { ok: false; error: string };

/** Facts about one source file, from the index when its size and mtime are unchanged. */
export async function probeSource(filePath: string, index: SourceIndex): Promise<ProbeResult> {
  let stats;
  try {
    stats = await stat(filePath);
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
  const known = index.lookup(filePath, stats);
  if (known) return fromEntry(filePath, known);
  try {
    const bytes = await readFile(filePath);
    const hash = contentHash(bytes);
    try {
      const facts = await probeImage(bytes);
      index.record(filePath, { size: stats.size, mtimeMs: stats.mtimeMs, hash, facts });
    } catch (error) {
      index.record(filePath, { size: stats.size, mtimeMs: stats.mtimeMs, hash, error: firstLine(error) });
    }
  } catch (error) {
    return { ok: false, error: firstLine(error) };
  }
  return fromEntry(filePath, index.lookup(filePath, stats)!);
}

export function contentHash(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex").slice(0, 24);
}

/** `file` is the caller's own string, kept by the site model and the index alike. */
function fromEntry(file: string, entry: NonNullable<ReturnType<SourceIndex["lookup"]>>): ProbeResult {
  if (!entry.facts) return { ok: false, error: entry.error ?? "unreadable image" };
  return { ok: true, file, hash: entry.hash, firstSeen: entry.firstSeen, bytes: entry.size, ...entry.facts };
}

function firstLine(error: unknown): string {
  return ((error as Error).message ?? String(error)).split("\n")[0] ?? "unknown error";
}
