import { toCsv } from "../../core/csv";
import type { ExportSelection } from "./export-selection";

const header = ["list", "name", "file", "person", "comment"] as const;

/**
 * The selection as a spreadsheet: one row per list, picture and person who picked it, so each
 * person's comment keeps its own cell. A pick nobody is named for (the store should not make one)
 * still has its row, person and comment empty: a picture is never lost from the export. Clients
 * type the names and comments, hence toCsv's guard against formulas.
 */
export function selectionCsv(selection: ExportSelection): string {
  const rows = selection.lists.flatMap((list) =>
    list.picks.flatMap((pick) =>
      (pick.people.length > 0 ? pick.people : [{ person: "", comment: "" }]).map(({ person, comment }) => [
        list.name,
        pick.name,
        pick.fileName,
        person,
        comment,
      ]),
    ),
  );
  return toCsv(header, rows);
}
