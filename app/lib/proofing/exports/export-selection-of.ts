import { proofingLimits, type ProofingList } from "../proofing-config";
import type { Selection } from "../selection";
import { catalogueName } from "./catalogue-name";
import type { ExportList, ExportPick, ExportSelection } from "./export-selection";

/** A picture a pick may name, as the exports read it: its item, its published file and the metadata its catalogue name comes from. */
export type PickableFile = { id: string; fileName: string; details: { originalName?: string } };

/** A list as the owner's view reads it: album.yml's (`max` null: none set), or one only the picks still name. */
export type ViewedList = Pick<ProofingList, "name" | "max">;

/**
 * The lists of a link's selections in an album: album.yml's, in its order, then any its picks name
 * that album.yml no longer does (the rows stay, and the owner sees them), in the order first picked.
 */
export function viewedLists(lists: readonly ProofingList[] | undefined, selections: readonly Selection[]): ViewedList[] {
  const known = (lists ?? []).map(({ name, max }) => ({ name, max }));
  const names = new Set(known.map((list) => list.name));
  const extra = [...new Set(selections.flatMap((selection) => selection.picks.map((pick) => pick.list)))].filter((name) => !names.has(name));
  return [...known, ...extra.map((name) => ({ name, max: null }))];
}

/**
 * What the exports read of some people's selections in one album: each list with its pictures in
 * `files`' order (the album's), each picture once with everyone who picked it and their comment.
 * A pick of an item `files` lacks (removed from the album since) has no file to name: left out.
 */
export function exportSelectionOf(
  heading: Pick<ExportSelection, "albumTitle" | "linkLabel">,
  lists: readonly ViewedList[],
  selections: readonly Selection[],
  files: readonly PickableFile[],
): ExportSelection {
  const notes = selections.map((selection) => new Map(selection.comments.map(({ item, text }) => [item, text])));
  const exportList = ({ name, max }: ViewedList): ExportList => {
    const pickers = new Map<string, ExportPick["people"]>();
    selections.forEach((selection, index) => {
      for (const pick of selection.picks) {
        if (pick.list !== name) continue;
        const people = pickers.get(pick.item) ?? [];
        people.push({ person: selection.name, comment: notes[index]!.get(pick.item) ?? "" });
        pickers.set(pick.item, people);
      }
    });
    const picks = files.flatMap((file) => {
      const people = pickers.get(file.id);
      return people ? [{ itemId: file.id, name: catalogueName(file), fileName: file.fileName, people }] : [];
    });
    return { name, max: max ?? proofingLimits.listMax, picks };
  };
  return { ...heading, lists: lists.map(exportList) };
}
