import { markdownTable } from "./markdown-table";
import type { Row, StartFigures } from "./library-start";

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const cells = ({ firstAnswerMs, readyMs, rssMb }: StartFigures) => [seconds(firstAnswerMs), seconds(readyMs), `${rssMb} MB`];

/** The library start-up figures of bench/lib/library-start.ts as a markdown table. */
export function libraryTable(rows: Row[]): string {
  return markdownTable(
    ["pictures", "first start: first answer", "ready", "RSS", "second start: first answer", "ready", "RSS"],
    rows.map((row) => [row.pictures.toLocaleString("en-US"), ...cells(row.first), ...cells(row.again)]),
  );
}
