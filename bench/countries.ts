/**
 * bench/countries: the country table's cost. Load time of loadCountryTable() (both CSVs parsed),
 * rows and points kept, memory before and after (after a full GC: RSS, JS heap, and array buffers,
 * where the typed arrays live) plus the peak RSS, then lookups per second over 100,000 random
 * addresses each: public IPv4 (uniform over the address space, special ranges skipped), IPv6 inside
 * ranges the table lists, IPv6 uniform over 2000::/3, and IPv4-mapped IPv6 (::ffff:a.b.c.d).
 *   npx tsx bench/countries.ts
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import ipaddr from "ipaddr.js";
import { loadCountryTable } from "../app/lib/analytics/geo/country-table.server";
import { median } from "./lib/timed";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;
const count = 100_000;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function memory() {
  gc();
  gc();
  const { rss, heapUsed, arrayBuffers } = process.memoryUsage();
  return { rss, heapUsed, arrayBuffers };
}

const randomWord = () => Math.floor(Math.random() * 2 ** 32);
const hex16 = (n: number) => (n & 0xffff).toString(16);
const v6Text = (high: bigint, low: bigint) => {
  const words = [high >> 32n, high & 0xffffffffn, low >> 32n, low & 0xffffffffn].map(Number);
  return words.flatMap((w) => [hex16(w >>> 16), hex16(w)]).join(":");
};
const random64 = () => (BigInt(randomWord()) << 32n) | BigInt(randomWord());

function publicV4(): string[] {
  const out: string[] = [];
  while (out.length < count) {
    const n = randomWord();
    const text = [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join(".");
    if (ipaddr.IPv4.parse(text).range() === "unicast") out.push(text);
  }
  return out;
}

/** Random addresses inside random rows of the IPv6 CSV: the addresses real visitors have. */
function listedV6(): string[] {
  const dir = path.dirname(createRequire(import.meta.url).resolve("@ip-location-db/geo-whois-asn-country/package.json"));
  const rows = readFileSync(path.join(dir, "geo-whois-asn-country-ipv6-num.csv"), "latin1").trim().split("\n");
  return Array.from({ length: count }, () => {
    const [start = "0", end = "0"] = rows[Math.floor(Math.random() * rows.length)]!.split(",");
    const span = BigInt(end) - BigInt(start) + 1n;
    const at = BigInt(start) + (((random64() << 64n) | random64()) % span);
    return v6Text(at >> 64n, at & ((1n << 64n) - 1n));
  });
}

const anyGlobalV6 = () => Array.from({ length: count }, () => v6Text((random64() & ((1n << 61n) - 1n)) | (1n << 61n), random64()));

const before = memory();
const started = performance.now();
const table = await loadCountryTable();
const loadMs = performance.now() - started;
const peakRss = process.resourceUsage().maxRSS * 1024;
const after = memory();

console.log("rows loaded:", table.stats);
console.log(`load: ${loadMs.toFixed(0)} ms`);
for (const key of ["rss", "heapUsed", "arrayBuffers"] as const) {
  console.log(`${key}: ${mb(before[key])} → ${mb(after[key])} (+${mb(after[key] - before[key])})`);
}
console.log(`peak RSS during load: ${mb(peakRss)}`);

const sets: [string, string[]][] = [
  ["IPv4, public", publicV4()],
  ["IPv6, inside listed ranges", listedV6()],
  ["IPv6, uniform over 2000::/3", anyGlobalV6()],
  ["IPv4-mapped IPv6", publicV4().map((a) => `::ffff:${a}`)],
];
for (const [name, addresses] of sets) {
  let found = 0;
  const rounds: number[] = [];
  for (let round = 0; round < 5; round++) {
    found = 0;
    const t = performance.now();
    for (const address of addresses) if (table.countryOf(address) !== null) found++;
    rounds.push(performance.now() - t);
  }
  const perSecond = Math.round(count / (median(rounds) / 1000));
  console.log(`${name}: ${perSecond.toLocaleString("en")} lookups/s (median of 5 rounds), ${((found / count) * 100).toFixed(1)} % found`);
}
