import { hasMark, segmentsOf, type Segment } from "./highlight";
import { searchColumns, type SearchColumn } from "./search-records";

/** What a result shows: its title with the matched words marked, and where else it matched. */
export type HitHighlights = { title: Segment[]; detail?: { column: Exclude<SearchColumn, "title">; segments: Segment[] } };

/**
 * The title always (marked where it matched); then the best other column with a matched word the
 * title does not already show, so a picture found by its caption, tags, camera or album says why
 * it is there, and one found by its title is not explained twice.
 */
export function hitHighlights(marked: Record<SearchColumn, string>): HitHighlights {
  const title = segmentsOf(marked.title);
  const shown = markedWords(title);
  for (const column of searchColumns) {
    if (column === "title" || !hasMark(marked[column])) continue;
    const segments = segmentsOf(marked[column]);
    if ([...markedWords(segments)].some((word) => !shown.has(word))) return { title, detail: { column, segments } };
  }
  return { title };
}

/** Marked words as the index compares them: case and diacritics folded. */
function markedWords(segments: Segment[]): Set<string> {
  return new Set(segments.filter((segment) => segment.mark).map((segment) => segment.text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase()));
}
