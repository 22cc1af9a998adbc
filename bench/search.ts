/**
 * bench/search: full-text search over generated sites of 20,000 and 200,000 pictures (or the sizes
 * given). For each, builds the index (full, then a no-op sync and a 1 % change), then runs realistic
 * queries through searchSite (what the /search loader does: counts, one ranked page of 60 with
 * marks, matching albums, manifests) and prints p50/p95 latency per kind of query. Every query is
 * answered in full (nothing caches results), so a repeated query costs what a first one does.
 *                                                   npx tsx bench/search.ts [items …]
 */
import { stat, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { seededRandom } from "../app/lib/demo/random";
import { SearchIndex } from "../app/lib/search/search-index.server";
import { searchRecords } from "../app/lib/search/search-records";
import { searchSite } from "../app/lib/search/search-site.server";
import { syntheticSite, vocabulary } from "./lib/synthetic-site";

const sizes = process.argv.length > 2 ? process.argv.slice(2).map(Number) : [20_000, 200_000];
const dir = path.join(os.tmpdir(), "vitrine-bench-search");
const megabytes = async (name: string) => (await stat(name).catch(() => ({ size: 0 }))).size / 1024 ** 2;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const row = (label: string, times: number[], bold = false) => {
  const [p50, p95] = [percentile(times, 50), percentile(times, 95)].map((ms) => (bold ? `**${ms.toFixed(1)} ms**` : `${ms.toFixed(1)} ms`));
  return `| ${label} | ${times.length} | ${p50} | ${p95} | ${times[times.length - 1]!.toFixed(1)} ms |`;
};

for (const count of sizes) {
  await rm(dir, { recursive: true, force: true });
  const site = syntheticSite(count);
  const records = searchRecords(site);
  const file = path.join(dir, "search.sqlite");
  const index = SearchIndex.open(file);
  const full = index.sync(records);
  const noop = index.sync(records);
  const changed = records.map((record, i) => (i % 100 === 0 ? { ...record, text: { ...record.text, title: `${record.text.title} revisited` } } : record));
  const partial = index.sync(changed);
  console.log(`\nsite: ${site.itemsById.size} items in ${site.albumsBySlug.size} albums → ${records.length} index entries`);
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
  const time = (query: string) => {
    const started = performance.now();
    searchSite(site, index, { query, page: 1 });
    return performance.now() - started;
  };
  for (let i = 0; i < 30; i++) time(kinds["one word"]!());

  const all: number[] = [];
  const rows: string[] = [];
  for (const [kind, make] of Object.entries(kinds)) {
    const times = Array.from({ length: 80 }, () => time(make())).sort((a, b) => a - b);
    all.push(...times);
    rows.push(row(kind, times));
  }
  all.sort((a, b) => a - b);
  // Not what visitors type, so apart from "all": the hardening issue's attack, a dozen one-letter words, each
  // a prefix the index keeps no list for.
  const initials = [..."stlobfwicrmapdgh"];
  const attack = Array.from({ length: 20 }, () => time(Array.from({ length: 12 }, () => random.pick(initials)).join(" "))).sort((a, b) => a - b);
  console.log(`\n| queries | n | p50 | p95 | max |\n| --- | --- | --- | --- | --- |`);
  console.log([...rows, row("**all**", all, true), row("a dozen one-letter words (hostile)", attack)].join("\n"));
  index.close();
}
await rm(dir, { recursive: true, force: true });
