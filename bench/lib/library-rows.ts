import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { markdownTable } from "./markdown-table";

type Measure = { measureLibraries: (sizes?: number[]) => Promise<Record<string, unknown>[]> };

const moduleFile = path.join(import.meta.dirname, "library-start.ts");

/**
 * The library start-up figures of bench/lib/library-start.ts as a table, or why there are none.
 * Imported only if the file exists: it is written apart from this bench, which works before it lands.
 */
export async function libraryTable(): Promise<string> {
  if (!existsSync(moduleFile)) return "libraries: bench/lib/library-start.ts is not there yet, no library figures";
  const { measureLibraries } = (await import(pathToFileURL(moduleFile).href)) as Measure;
  const rows = await measureLibraries();
  // Its row type is that file's to decide: every key of the first row becomes a column.
  const head = Object.keys(rows[0] ?? {});
  const cell = (value: unknown) => (typeof value === "number" ? value.toLocaleString("en", { maximumFractionDigits: 1 }) : String(value));
  return markdownTable(head, rows.map((row) => head.map((key) => cell(row[key]))));
}
