/**
 * bench/search: full-text search over a generated 20,000-item site. Builds the index (full, then
 * a no-op sync and a 1 % change), then runs realistic queries through searchSite (what the /search
 * loader does: count, one ranked page of 60 with marks, matching albums, manifests) and prints
 * p50/p95 latency per kind of query.              npx tsx bench/search.ts [items]
 */
import { stat, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { seededRandom } from "../app/lib/demo/random";
import { SearchIndex } from "../app/lib/search/search-index.server";
import { searchRecords } from "../app/lib/search/search-records";
import { searchSite } from "../app/lib/search/search-site.server";
import { syntheticSite, vocabulary } from "./lib/synthetic-site";

const count = Number(process.argv[2] ?? 20_000);
const dir = path.join(os.tmpdir(), "vitrine-bench-search");
await rm(dir, { recursive: true, force: true });

const site = syntheticSite(count);
const records = searchRecords(site);
const file = path.join(dir, "search.sqlite");
const index = SearchIndex.open(file);
const full = index.sync(records);
const noop = index.sync(records);
const changed = records.map((record, i) => (i % 100 === 0 ? { ...record, text: { ...record.text, title: `${record.text.title} revisited` } } : record));
const partial = index.sync(changed);
console.log(`site: ${site.itemsById.size} items in ${site.albumsBySlug.size} albums → ${records.length} index entries`);
const megabytes = async (name: string) => (await stat(name).catch(() => ({ size: 0 }))).size / 1024 ** 2;
console.log(
  `index build (empty → full): ${full.ms.toFixed(0)} ms; no-op sync: ${noop.ms.toFixed(0)} ms; 1 % changed: ${partial.ms.toFixed(0)} ms (${partial.updated} updated)`,
);
console.log(`index file: ${(await megabytes(file)).toFixed(1)} MB (+ ${(await megabytes(`${file}-wal`)).toFixed(1)} MB write-ahead log)`);

const random = seededRandom(7);
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
const { subjects, moods, places, cameras } = vocabulary;
const kinds: Record<string, () => string> = {
  "one word": () => random.pick([...subjects, ...moods]),
  prefix: () => random.pick(subjects).slice(0, random.int(2, 4)),
  "two words": () => `${random.pick(moods)} ${random.pick(subjects)}`,
  "diacritics folded": () => fold(random.pick(places.filter((place) => fold(place) !== place.toLowerCase()))),
  "camera + year": () => `${random.pick(cameras).split(" ")[0]} ${random.int(2008, 2024)}`,
  "no hit": () => `${random.pick(subjects)} xq${random.int(100, 999)}`,
};

function time(query: string): number {
  const started = performance.now();
  searchSite(site, index, { query, page: 1 });
  return performance.now() - started;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
for (let i = 0; i < 30; i++) time(kinds["one word"]!());

const perKind = 80;
const all: number[] = [];
const rows: string[] = [];
for (const [kind, make] of Object.entries(kinds)) {
  const times = Array.from({ length: perKind }, () => time(make())).sort((a, b) => a - b);
  all.push(...times);
  rows.push(
    `| ${kind} | ${perKind} | ${percentile(times, 50).toFixed(1)} ms | ${percentile(times, 95).toFixed(1)} ms | ${times[times.length - 1]!.toFixed(1)} ms |`,
  );
}
all.sort((a, b) => a - b);
console.log(`\n| queries | n | p50 | p95 | max |\n| --- | --- | --- | --- | --- |\n${rows.join("\n")}`);
console.log(
  `| **all** | ${all.length} | **${percentile(all, 50).toFixed(1)} ms** | **${percentile(all, 95).toFixed(1)} ms** | ${all[all.length - 1]!.toFixed(1)} ms |`,
);
// Not what visitors type, so apart from "all": the hardening issue's attack, a dozen one-letter words, each
// a prefix the index keeps no list for.
const initials = [..."stlobfwicrmapdgh"];
const attack = Array.from({ length: 20 }, () => time(Array.from({ length: 12 }, () => random.pick(initials)).join(" "))).sort((a, b) => a - b);
console.log(
  `| a dozen one-letter words (hostile) | ${attack.length} | ${percentile(attack, 50).toFixed(1)} ms | ${percentile(attack, 95).toFixed(1)} ms | ${attack[attack.length - 1]!.toFixed(1)} ms |`,
);
index.close();
await rm(dir, { recursive: true, force: true });
