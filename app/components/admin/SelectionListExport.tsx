import type { ContainedPair } from "../../lib/proofing/exports/contained-pairs";
import type { PasteStrings } from "../../lib/proofing/exports/paste-strings";
import { SelectionPasteField } from "./SelectionPasteField";

/** A list's exports as the page shows them: its paste lines, and the names a "contains" search finds beyond it. */
export type ListExportView = { name: string; count: number; strings: PasteStrings; strays: ContainedPair[] };

/** The three paste lines of a list (docs/proofing.md says where each goes), and the warning about names inside names. */
export function SelectionListExport({ list }: { list: ListExportView }) {
  return (
    <div className="selection-export">
      <SelectionPasteField label="Lightroom Classic" line={list.strings.lightroom} />
      <SelectionPasteField label="Capture One" line={list.strings.captureOne} />
      <SelectionPasteField label="Finder or Explorer" line={list.strings.fileManager} />
      {list.strays.length > 0 && (
        <div className="selection-export__strays" role="note">
          <p>Lightroom finds more than this list: deselect these before you keep the selection.</p>
          <ul>
            {list.strays.map(({ shorter, longer }) => (
              <li key={`${shorter} ${longer}`}>
                <code>{shorter}</code> also finds <code>{longer}</code> in Lightroom
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
