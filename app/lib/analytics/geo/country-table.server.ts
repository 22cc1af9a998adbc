import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { isIP } from "node:net";
import path from "node:path";
// Installed as proxy-addr's dependency (pinned 1.9.1), not listed in package.json itself. It parses
// IPv6 (zone ids, embedded IPv4) and names the special-purpose ranges.
import ipaddr from "ipaddr.js";
import { decimal, digitsOnly, eachRow, lineCount, RangeSweep } from "./ranges";

/**
 * IP address → country, from @ip-location-db/geo-whois-asn-country (GeoFeed + RIR WHOIS + ASN data;
 * the WHOIS and ASN parts are NRO data under CC BY 4.0: credit nro.net wherever countries are shown).
 * Both CSVs become boundary points (see ranges.ts) in typed arrays: IPv4 a Uint32Array; IPv6
 * the high 64 bits in a BigUint64Array, plus the low 64 bits for the few points not on a /64 boundary.
 */
export interface CountryTable {
  /** ISO 3166-1 alpha-2, upper-case; null for private, loopback, reserved, unlisted or invalid input. */
  countryOf(ip: string): string | null;
  readonly stats: { ipv4Rows: number; ipv6Rows: number; ipv4Points: number; ipv6Points: number; ipv6FinePoints: number };
}

const packageName = "@ip-location-db/geo-whois-asn-country";
const lowMask = (1n << 64n) - 1n;
// ipaddr.js range names the table may answer: 6to4 (2002::/16) and Teredo (2001::/32) are routable,
// and the data lists some 2002:: rows. Loopback, link-local, unique-local, multicast, 2001:db8::/32: null.
const routableV6 = new Set(["unicast", "6to4", "teredo"]);
let loading: Promise<CountryTable> | undefined;

/** Loads the table once; concurrent callers share the promise. A failed load is retried next call. */
export function loadCountryTable(): Promise<CountryTable> {
  loading ??= buildTable().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

function packageDir(): string {
  try {
    // The package has no JS entry (no "main"/"exports"), so resolve its package.json instead.
    return path.dirname(createRequire(import.meta.url).resolve(`${packageName}/package.json`));
  } catch {
    // Fallback when import.meta.url resolves nowhere useful (e.g. code bundled outside the project tree).
    return path.join(process.cwd(), "node_modules", packageName);
  }
}

// Each step in a function of its own: closures made here would keep the CSV buffers alive.
async function buildTable(): Promise<CountryTable> {
  const dir = packageDir();
  const [v4Text, v6Text] = await Promise.all([
    readFile(path.join(dir, "geo-whois-asn-country-ipv4-num.csv")),
    readFile(path.join(dir, "geo-whois-asn-country-ipv6-num.csv")),
  ]);
  const codes = countryCodes();
  const v4 = parseV4(v4Text, codes.codeOf);
  const v6 = parseV6(v6Text, codes.codeOf);
  // Exact-length copies let the oversized build arrays go; codes fit a byte (about 250 countries).
  const narrow = (wide: Uint16Array, n: number) => (codes.names.length <= 256 ? Uint8Array.from(wide.subarray(0, n)) : wide.slice(0, n));
  return lookupTable(
    codes.names,
    { starts: v4.starts.slice(0, v4.points), codes: narrow(v4.codes, v4.points) },
    {
      high: v6.high.slice(0, v6.points),
      codes: narrow(v6.codes, v6.points),
      fineIndex: Uint32Array.from(v6.fineIndex),
      fineLow: BigUint64Array.from(v6.fineLow),
    },
    { ipv4Rows: v4.rows, ipv6Rows: v6.rows, ipv4Points: v4.points, ipv6Points: v6.points, ipv6FinePoints: v6.fineIndex.length },
  );
}

/** Country codes as small numbers: names[0] is "" (no country). */
function countryCodes() {
  const names: string[] = [""];
  const index = new Uint16Array(65536); // the code's two bytes → index into names
  const codeOf = (buf: Buffer, at: number, to: number): number => {
    const first = buf[at]! & 0xdf; // & 0xdf: upper-case an ASCII letter
    const second = buf[at + 1]! & 0xdf;
    if (to - at !== 2 || first < 65 || first > 90 || second < 65 || second > 90) throw new Error(`bad country code at byte ${at}`);
    return (index[(first << 8) | second] ||= names.push(String.fromCharCode(first, second)) - 1);
  };
  return { names, codeOf };
}
type CodeOf = ReturnType<typeof countryCodes>["codeOf"];

/** IPv4: numbers below 2^32 are exact doubles. A point at 2^32 (past 255.255.255.255) is dropped. */
function parseV4(text: Buffer, codeOf: CodeOf) {
  const rows = lineCount(text);
  const out = { rows, points: 0, starts: new Uint32Array(2 * rows + 1), codes: new Uint16Array(2 * rows + 1) };
  const sweep = new RangeSweep<number>(
    (v) => v + 1,
    (at, code) => {
      if (at > 0xffffffff) return;
      out.starts[out.points] = at;
      out.codes[out.points++] = code;
    },
  );
  eachRow(text, (a, b, c, d, e, f) => sweep.add(decimal(text, a, b), decimal(text, c, d), codeOf(text, e, f)));
  sweep.finish();
  return out;
}

/** IPv6: 128-bit BigInts while sweeping, then the high 64 bits, and the low 64 of points not on a /64 boundary. */
function parseV6(text: Buffer, codeOf: CodeOf) {
  const rows = lineCount(text);
  const out = {
    rows,
    points: 0,
    high: new BigUint64Array(2 * rows + 1),
    codes: new Uint16Array(2 * rows + 1),
    fineIndex: [] as number[],
    fineLow: [] as bigint[],
  };
  const sweep = new RangeSweep<bigint>(
    (v) => v + 1n,
    (at, code) => {
      if (at >> 128n) return;
      if (at & lowMask) {
        out.fineIndex.push(out.points);
        out.fineLow.push(at & lowMask);
      }
      out.high[out.points] = at >> 64n;
      out.codes[out.points++] = code;
    },
  );
  const big = (a: number, b: number) => (digitsOnly(text, a, b), BigInt(text.toString("latin1", a, b)));
  eachRow(text, (a, b, c, d, e, f) => sweep.add(big(a, b), big(c, d), codeOf(text, e, f)));
  sweep.finish();
  return out;
}

type V6Points = { high: BigUint64Array; codes: Uint8Array | Uint16Array; fineIndex: Uint32Array; fineLow: BigUint64Array };

function lookupTable(names: string[], v4: { starts: Uint32Array; codes: Uint8Array | Uint16Array }, v6: V6Points, stats: CountryTable["stats"]): CountryTable {
  const countryV4 = (address: ipaddr.IPv4): string | null => {
    if (address.range() !== "unicast") return null; // the data wrongly lists some private ranges (172.16/12, 192.168/16)
    const [a = 0, b = 0, c = 0, d = 0] = address.octets;
    const at = lastAtOrBelow(v4.starts, a * 16777216 + ((b << 16) | (c << 8) | d));
    return names[at < 0 ? 0 : v4.codes[at]!] || null;
  };
  const countryV6 = (address: ipaddr.IPv6): string | null => {
    const [p0 = 0, p1 = 0, p2 = 0, p3 = 0, p4 = 0, p5 = 0, p6 = 0, p7 = 0] = address.parts;
    const high = (BigInt(p0 * 65536 + p1) << 32n) | BigInt(p2 * 65536 + p3);
    const low = (BigInt(p4 * 65536 + p5) << 32n) | BigInt(p6 * 65536 + p7);
    let at = lastAtOrBelow(v6.high, high);
    // Points sharing the query's /64: step back past those above it (their low words decide).
    while (at >= 0 && v6.high[at] === high && lowWord(v6, at) > low) at--;
    return names[at < 0 ? 0 : v6.codes[at]!] || null;
  };
  return {
    stats,
    // No `this`: safe to pass around detached (settings.countryOf = table.countryOf).
    countryOf(ip: string): string | null {
      try {
        const kind = typeof ip === "string" ? isIP(ip) : 0;
        if (kind === 4) return countryV4(ipaddr.IPv4.parse(ip));
        if (kind !== 6) return null;
        const address = ipaddr.IPv6.parse(ip); // a zone id ("%eth0") is split off; such addresses are link-local anyway
        const range = address.range();
        if (range === "ipv4Mapped") return countryV4(address.toIPv4Address()); // ::ffff:1.2.3.4, as Node gives IPv4 on a dual-stack socket
        return routableV6.has(range) ? countryV6(address) : null;
      } catch {
        return null; // forms net.isIP takes and ipaddr.js refuses (e.g. ::1.2.3.4, odd zone ids)
      }
    },
  };
}

/** Index of the last element ≤ value, or -1. */
function lastAtOrBelow<V extends number | bigint>(sorted: { readonly length: number; readonly [i: number]: V }, value: V): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! <= value) low = mid + 1;
    else high = mid - 1;
  }
  return high;
}

function lowWord(v6: V6Points, point: number): bigint {
  const k = lastAtOrBelow(v6.fineIndex, point);
  return k >= 0 && v6.fineIndex[k] === point ? v6.fineLow[k]! : 0n;
}
