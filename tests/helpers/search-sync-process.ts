/** One app node's start-up, as far as search goes: open the shared index and sync the site into it. */
import { SearchIndex } from "../../app/lib/search/search-index.server";
import { searchRecords } from "../../app/lib/search/search-records";
import { syntheticSite } from "../../bench/lib/synthetic-site";

const [file, at] = process.argv.slice(2);
const records = searchRecords(syntheticSite(300));
// Every process opens at the same instant (spawn times vary by hundreds of ms): sleep, then spin.
await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(at) - Date.now() - 30)));
while (Date.now() < Number(at));
const index = SearchIndex.open(file!);
const report = index.sync(records);
index.close();
console.log(JSON.stringify(report));
