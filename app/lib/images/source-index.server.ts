import type { Stats } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod/v4";
import { writeFileAtomic } from "../core/fs-atomic.server";
import { photoDetailsSchema } from "./photo-details";
import { pipelineVersion } from "./plan";
import { writtenMetadataSchema } from "./written-metadata";

const embeddedTextSchema = z.object({ title: z.string().optional(), caption: z.string().optional() });

const entrySchema = z.object({
  size: z.number(),
  mtimeMs: z.number(),
  hash: z.string(),
  facts: z
    .object({
      width: z.number(),
      height: z.number(),
      thumbhash: z.string(),
      embedded: embeddedTextSchema,
      details: photoDetailsSchema,
      written: writtenMetadataSchema,
      writtenNotes: z.array(z.string()).optional(),
      xmpError: z.string().optional(),
      gainMap: z.literal(true).optional(),
    })
    .optional(),
  /** Its pixels are a stand-in's (stand-ins.server.ts, by `hash`): a HEIC decoded by libheif, a RAW's preview. */
  standIn: z.literal(true).optional(),
  error: z.string().optional(),
  /** Why it failed, when the owner can do something other than replace the file (install libheif). */
  errorCode: z.enum(["HEIF_DECODER_MISSING", "RAW_PREVIEW_UNREADABLE"]).optional(),
  /** A video's facts and poster: lib/videos reads them with its own schema (video-prober.server.ts); this index keeps them. */
  video: z.record(z.string(), z.unknown()).optional(),
  /** When Vitrine first saw a file at this path (ms): feeds list the newest first, whatever a rebuild does. */
  firstSeen: z.number(),
  /** Every planned derivative exists under this hash: an ingest with nothing changed need not look at them. */
  derivedAs: z.string().optional(),
});

export type SourceEntry = z.infer<typeof entrySchema>;

/** An .xmp sidecar as last read, checked against its size and mtime as an image is: what it says, or why it was not read. */
const sidecarEntrySchema = z.object({
  size: z.number(),
  mtimeMs: z.number(),
  text: embeddedTextSchema.optional(),
  written: writtenMetadataSchema.optional(),
  notes: z.array(z.string()).optional(),
  error: z.string().optional(),
});

export type SidecarEntry = z.infer<typeof sidecarEntrySchema>;

/**
 * Bumped when what a probe reads changes (2: IPTC text as UTF-8; 3: the photo's details; 4: what
 * the owner wrote: keywords, rating, people; 5: HEIC by libheif, RAW previews, Ultra HDR gain maps;
 * 6: the original name in the catalogue's order, darktable's DerivedFrom), so cached facts are read again.
 */
const indexVersion = `${pipelineVersion}.6`;

const indexSchema = z.object({
  version: z.literal(indexVersion),
  entries: z.record(z.string(), z.unknown()),
  sidecars: z.record(z.string(), z.unknown()).default({}),
});

/** The entries of a record that read as `schema`; the others are left out, to be read again. */
function validEntries<T>(record: Record<string, unknown>, schema: z.ZodType<T>): Map<string, T> {
  return new Map(
    Object.entries(record).flatMap(([filePath, raw]) => {
      const entry = schema.safeParse(raw);
      return entry.success ? [[filePath, entry.data] as const] : [];
    }),
  );
}

/**
 * What is known about each source file, keyed by absolute path and checked against size and
 * mtime: a rebuild with nothing changed costs one stat per image.
 */
export class SourceIndex {
  private dirty = false;

  private constructor(
    private readonly file: string,
    private entries: Map<string, SourceEntry>,
    private sidecars: Map<string, SidecarEntry>,
  ) {}

  /** The DATA_DIR it was loaded from (its file is DATA_DIR/cache/sources.json). */
  get dataDir(): string {
    return path.dirname(path.dirname(this.file));
  }

  static async load(dataDir: string): Promise<SourceIndex> {
    const file = path.join(dataDir, "cache", "sources.json");
    try {
      const parsed = indexSchema.safeParse(JSON.parse(await readFile(file, "utf8")));
      // An index from another pipeline version or a damaged file is rebuilt, not trusted; within a
      // good one, an entry that does not read is probed again, the others kept.
      if (parsed.success) {
        return new SourceIndex(file, validEntries(parsed.data.entries, entrySchema), validEntries(parsed.data.sidecars, sidecarEntrySchema));
      }
    } catch {
      // Missing or damaged: started afresh.
    }
    return new SourceIndex(file, new Map(), new Map());
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

  /** The sidecar as last read if it has not changed since: a rewritten .xmp has another mtime, and is read again. */
  lookupSidecar(filePath: string, stats: Stats): SidecarEntry | undefined {
    const entry = this.sidecars.get(filePath);
    return entry && entry.size === stats.size && entry.mtimeMs === stats.mtimeMs ? entry : undefined;
  }

  recordSidecar(filePath: string, entry: SidecarEntry): void {
    this.sidecars.set(filePath, entry);
    this.dirty = true;
  }

  /** The content hashes of these files as last read (what is made of them is named by these). */
  hashesOf(filePaths: readonly string[]): Set<string> {
    return new Set(filePaths.flatMap((filePath) => this.entries.get(filePath)?.hash ?? []));
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
  retain(filePaths: readonly string[], sidecarPaths: readonly string[]): void {
    const entries = kept(this.entries, filePaths);
    const sidecars = kept(this.sidecars, sidecarPaths);
    if (entries.size !== this.entries.size || sidecars.size !== this.sidecars.size) this.dirty = true;
    this.entries = entries;
    this.sidecars = sidecars;
  }

  async save(): Promise<void> {
    if (!this.dirty) return;
    this.dirty = false;
    await writeFileAtomic(
      this.file,
      JSON.stringify({ version: indexVersion, entries: Object.fromEntries(this.entries), sidecars: Object.fromEntries(this.sidecars) }),
    );
  }
}

/** The entries of these paths, keyed by the given strings. */
function kept<T>(entries: ReadonlyMap<string, T>, paths: readonly string[]): Map<string, T> {
  const result = new Map<string, T>();
  for (const filePath of paths) {
    const entry = entries.get(filePath);
    if (entry) result.set(filePath, entry);
  }
  return result;
}
