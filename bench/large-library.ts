/**
 * bench/large-library: the built server's start on libraries of 1,000 / 10,000 / 20,000 pictures.
 *   npm run build && npx tsx bench/large-library.ts [sizes…]      (e.g. `1000 5000`)
 * The libraries are generated once into the temp folder (minutes for 20,000) and reused.
 */
import { libraryTable } from "./lib/library-rows";
import { measureLibraries } from "./lib/library-start";

const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((size) => Number.isInteger(size) && size > 0);
console.log(libraryTable(await measureLibraries(sizes.length > 0 ? sizes : undefined)));
