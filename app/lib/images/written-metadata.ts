import { z } from "zod/v4";

/**
 * What a photo may carry of what its owner wrote: enough for any real catalogue (stock agencies
 * take 50 keywords), little enough that a file with 10,000 keywords cannot bloat pages and indexes.
 */
export const writtenLimits = { tags: 100, tagPaths: 100, levels: 8, people: 50, length: 100, label: 60, fileName: 255 } as const;

const word = z.string().min(1).max(writtenLimits.length);

/**
 * What the owner's tools wrote into a photo or its .xmp sidecar: keywords (flat, and the
 * hierarchies Lightroom and digiKam keep), rating, colour label, the people shown, the name the
 * file had before. A field a source does not give is absent, so a source below it can give it.
 */
export const writtenMetadataSchema = z.object({
  /** Flat keywords, and each hierarchy's leaf: what a photo is found under at /tags/<tag>. */
  tags: z.array(word).max(writtenLimits.tags).optional(),
  /** Hierarchies of two levels or more ("Places|Europe|Zürich" as ["Places", "Europe", "Zürich"]): /tags/places/europe/zurich. */
  tagPaths: z.array(z.array(word).min(2).max(writtenLimits.levels)).max(writtenLimits.tagPaths).optional(),
  /** Stars, 1 to 5; 0 says unrated, -1 rejected (Lightroom's). */
  rating: z.number().int().min(-1).max(5).optional(),
  label: z.string().min(1).max(writtenLimits.label).optional(),
  /** Names of the people shown: read always, published only when the owner turns `people` on. */
  people: z.array(word).max(writtenLimits.people).optional(),
  /** The name the owner's catalogue knows it by (the RAW it was developed from, its name before an import renamed it): a name, never a path. */
  originalName: z.string().min(1).max(writtenLimits.fileName).optional(),
});

export type WrittenMetadata = z.infer<typeof writtenMetadataSchema>;

/** What the sources of one file give, before cleaning and bounds: each keyword path as its levels. */
export type WrittenSources = {
  keywords: string[];
  paths: string[][];
  rating?: string;
  label?: string;
  people: string[];
  originalNames: string[];
};

export const noSources: WrittenSources = { keywords: [], paths: [], people: [], originalNames: [] };

/** Control characters out, runs of space as one, NFC (so "Zürich" typed two ways is one tag). */
export const cleanWord = (value: string) =>
  value
    .normalize("NFC")
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/**
 * The sources cleaned and held to the limits; `notes` says what was left out, for the log. A word
 * over the length limit is left out whole (a cut keyword would be another keyword); past the count
 * limits, the first are kept.
 */
export function boundWritten(sources: WrittenSources): { metadata: WrittenMetadata; notes: string[] } {
  const notes: string[] = [];
  const tooLong = new Set<string>();
  const words = (values: string[]) =>
    values.map(cleanWord).filter((value) => {
      if (value.length <= writtenLimits.length) return value !== "";
      tooLong.add(`"${value.slice(0, 40)}…" (${value.length} characters)`);
      return false;
    });
  const paths = unique(
    sources.paths.flatMap((levels) => {
      const kept = words(levels);
      return kept.length === levels.length && kept.length > 0 ? [kept] : [];
    }),
    (levels) => levels.join("\u0000"),
  );
  const deep = paths.filter((levels) => levels.length > writtenLimits.levels);
  if (deep.length > 0) notes.push(`${deep.length} keyword hierarchies deeper than ${writtenLimits.levels} levels are cut to ${writtenLimits.levels}`);
  const cut = paths.map((levels) => levels.slice(0, writtenLimits.levels));
  const tags = capped(unique([...words(sources.keywords), ...cut.map((levels) => levels.at(-1)!)], folded), writtenLimits.tags, "keywords", notes);
  const tagPaths = capped(
    cut.filter((levels) => levels.length > 1),
    writtenLimits.tagPaths,
    "keyword hierarchies",
    notes,
  );
  const people = capped(unique(words(sources.people), folded), writtenLimits.people, "people's names", notes);
  if (tooLong.size > 0) notes.push(`${tooLong.size} words over ${writtenLimits.length} characters are left out: ${[...tooLong].slice(0, 3).join(", ")}`);
  const rating = ratingOf(sources.rating, notes);
  const label = sources.label === undefined ? undefined : cleanWord(sources.label);
  if (label && label.length > writtenLimits.label) notes.push(`the label is over ${writtenLimits.label} characters: left out`);
  const originalName = sources.originalNames.map(fileNameOf).find((name) => name !== "" && name.length <= writtenLimits.fileName);
  const metadata: WrittenMetadata = {
    ...(tags.length > 0 ? { tags } : {}),
    ...(tagPaths.length > 0 ? { tagPaths } : {}),
    ...(rating !== undefined ? { rating } : {}),
    ...(label && label.length <= writtenLimits.label ? { label } : {}),
    ...(people.length > 0 ? { people } : {}),
    ...(originalName ? { originalName } : {}),
  };
  return { metadata: writtenMetadataSchema.parse(metadata), notes };
}

const folded = (value: string) => value.toLowerCase();

function unique<T>(values: T[], key: (value: T) => string): T[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const name = key(value);
    if (seen.has(name)) return false;
    seen.add(name);
    return true;
  });
}

function capped<T>(values: T[], limit: number, what: string, notes: string[]): T[] {
  if (values.length <= limit) return values;
  notes.push(`${values.length} ${what}: the first ${limit} are kept`);
  return values.slice(0, limit);
}

/** xmp:Rating is a real from -1 to 5; tools write whole stars. */
function ratingOf(value: string | undefined, notes: string[]): number | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  const rating = Math.round(Number(value));
  if (Number.isFinite(rating) && rating >= -1 && rating <= 5) return rating;
  notes.push(`the rating "${cleanWord(value).slice(0, 20)}" is not a number from -1 to 5: left out`);
  return undefined;
}

/** The name alone: a path would tell visitors about the owner's disk. */
function fileNameOf(value: string): string {
  return cleanWord(value.split(/[/\\]/).at(-1) ?? "");
}

/**
 * `over`'s fields where it gives them (a sidecar over the file's own), else `under`'s. Keywords go
 * together: a source that gives any (flat or hierarchical) gives all of them.
 */
export function preferWritten(over: WrittenMetadata | undefined, under: WrittenMetadata): WrittenMetadata {
  if (!over) return under;
  const { tags: _tags, tagPaths: _tagPaths, ...rest } = { ...under, ...over };
  const keywords = over.tags || over.tagPaths ? over : under;
  return { ...rest, ...(keywords.tags ? { tags: keywords.tags } : {}), ...(keywords.tagPaths ? { tagPaths: keywords.tagPaths } : {}) };
}
