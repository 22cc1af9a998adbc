import type { Stats } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod/v4";
import { writeFileAtomic } from "../core/fs-atomic.server";
import { photoDetailsSchema } from "./photo-details";
import { pipelineVersion } from "./plan";

const entrySchema = z.object({
  size: z.number(),
  mtimeMs: z.number(),
  hash: z.string(),
  facts: z
    .object({
      width: z.number(),
      height: z.number(),
      thumbhash: z.string(),
      embedded: z.object({ title: z.string().optional(), caption: z.string().optional() }),
      details: photoDetailsSchema,
    })
    .optional(),
  error: z.string().optional(),
  /** When Vitrine first saw a file at this path (ms): feeds list the newest first, whatever a rebuild does. */
  firstSeen: z.number(),
  /** Every planned derivative exists under this hash: an ingest with nothing changed need not look at them. */
  derivedAs: z.string().optional(),
});

export type SourceEntry = z.infer<typeof entrySchema>;

/** Bumped when what a probe reads changes (2: IPTC text as UTF-8; 3: the photo's details), so cached facts are read again. */
const indexVersion = `${pipelineVersion}.3`;

const indexSchema = z.object({ version: z.literal(indexVersion), entries: z.record(z.string(), z.unknown()) });

/**
 * What is known about each source file, keyed by absolute path and checked against size and
 * mtime: a rebuild with nothing changed costs one stat per image.
 */
export class SourceIndex {
  private dirty = false;

  private constructor(
    private readonly file: string,
    private entries: Map<string, SourceEntry>,
  ) {}

  static async load(dataDir: string): Promise<SourceIndex> {
    const file = path.join(dataDir, "cache", "sources.json");
    let entries = new Map<string, SourceEntry>();
    try {
      const parsed = indexSchema.safeParse(JSON.parse(await readFile(file, "utf8")));
      // An index from another pipeline version or a damaged file is rebuilt, not trusted; within a
      // good one, an entry that does not read is probed again, the others kept.
      if (parsed.success) {
        entries = new Map(
          Object.entries(parsed.data.entries).flatMap(([filePath, raw]) => {
            const entry = entrySchema.safeParse(raw);
            return entry.success ? [[filePath, entry.data] as const] : [];
          }),
        );
      }
    } catch {
      entries = new Map();
    }
    return new SourceIndex(file, entries);
  }

  /** The entry for this file if it has not changed since it was recorded. */
  lookup(filePath: string, stats: Stats): SourceEntry | undefined {
    const entry = this.entries.get(filePath);
    return entry && entry.size === stats.size && entry.mtimeMs === stats.mtimeMs ? entry : undefined;
  }

  /** A file probed (again): a changed file keeps the time it was first seen. */
  record(filePath: string, entry: Omit<SourceEntry, "firstSeen">): void {
    this.entries.set(filePath, { ...entry, firstSeen: this.entries.get(filePath)?.firstSeen ?? Date.now() });
    this.dirty = true;
  }

  isDerived(filePath: string, hash: string): boolean {
    return this.entries.get(filePath)?.derivedAs === hash;
  }

  markDerived(filePath: string, hash: string): void {
    const entry = this.entries.get(filePath);
    if (entry && entry.derivedAs !== hash) {
      entry.derivedAs = hash;
      this.dirty = true;
    }
  }

  /**
   * Forgets files that no longer exist, and keys the others by the build's own path strings, which
   * the site model holds too: one copy of each path, not one read from the file and one built.
   */
  retain(filePaths: readonly string[]): void {
    const kept = new Map<string, SourceEntry>();
    for (const filePath of filePaths) {
      const entry = this.entries.get(filePath);
      if (entry) kept.set(filePath, entry);
    }
    if (kept.size !== this.entries.size) this.dirty = true;
    this.entries = kept;
  }

  async save(): Promise<void> {
    if (!this.dirty) return;
    this.dirty = false;
    await writeFileAtomic(this.file, JSON.stringify({ version: indexVersion, entries: Object.fromEntries(this.entries) }));
  }
}
