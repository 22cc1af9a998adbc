/**
 * bench/large-library: the built server's start on libraries of 1,000 / 10,000 / 20,000 pictures.
 *   npm run build && npx tsx bench/large-library.ts [sizes…]      (e.g. `1000 5000`)
 * The libraries are generated once into the temp folder (minutes for 20,000) and reused.
 */
import { measureLibraries, type StartFigures } from "./lib/library-start";

const sizes = process.argv.slice(2).map(Number).filter((size) => Number.isInteger(size) && size > 0);
const rows = await measureLibraries(sizes.length > 0 ? sizes : undefined);

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const cells = ({ firstAnswerMs, readyMs, rssMb }: StartFigures) => `${seconds(firstAnswerMs)} | ${seconds(readyMs)} | ${rssMb} MB`;
console.log("| pictures | first start: first answer | ready | RSS | second start: first answer | ready | RSS |");
console.log("| --- | --- | --- | --- | --- | --- | --- |");
for (const row of rows) console.log(`| ${row.pictures.toLocaleString("en-US")} | ${cells(row.first)} | ${cells(row.again)} |`);
