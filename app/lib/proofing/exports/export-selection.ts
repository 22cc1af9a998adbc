/**
 * A client's proofing selection as the owner's exports read it: the lists of album.yml in their
 * order, each with the pictures picked into it and who picked them. The store makes it; every
 * export here is a pure function of it.
 */

/** One picture in one list, as the exports see it. */
export type ExportPick = {
  itemId: string;
  /** The name in the photographer's catalogue (catalogue-name.ts), without extension. */
  name: string;
  /** The published file's name in the album folder, with extension (e.g. "318A1153.jpg"). */
  fileName: string;
  /** Who picked it (first names given, "" for someone who gave none), and their comments (may be empty strings). */
  people: { person: string; comment: string }[];
};
export type ExportList = { name: string; max: number; picks: ExportPick[] };
export type ExportSelection = { albumTitle: string; linkLabel: string; lists: ExportList[] };

/** A list's catalogue names, each once, in the list's order: two picks may share one (a RAW's virtual copies, its JPEG). */
export function listNames(list: ExportList): string[] {
  return [...new Set(list.picks.map((pick) => pick.name))];
}
