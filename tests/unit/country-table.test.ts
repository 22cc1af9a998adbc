import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { loadCountryTable, type CountryTable } from "../../app/lib/analytics/geo/country-table.server";
import { RangeSweep } from "../../app/lib/analytics/geo/ranges";

// Expectations come from the installed CSVs themselves, so a data update doesn't break the tests.
const dir = path.dirname(createRequire(import.meta.url).resolve("@ip-location-db/geo-whois-asn-country/package.json"));
type Row = { start: bigint; end: bigint; code: string };
const rowsOf = (file: string): Row[] =>
  readFileSync(path.join(dir, file), "latin1")
    .trim()
    .split("\n")
    .map((line) => line.split(","))
    .map(([start = "", end = "", code = ""]) => ({ start: BigInt(start), end: BigInt(end), code: code.trim() }));
const v4Rows = rowsOf("geo-whois-asn-country-ipv4-num.csv");
const v6Rows = rowsOf("geo-whois-asn-country-ipv6-num.csv");

const v4 = (n: bigint) => [24n, 16n, 8n, 0n].map((shift) => (n >> shift) & 255n).join(".");
// Eight full groups, no "::": a plain spelling every parser takes.
const v6 = (n: bigint) => [112n, 96n, 80n, 64n, 48n, 32n, 16n, 0n].map((shift) => ((n >> shift) & 0xffffn).toString(16)).join(":");

/** Rows overlapping no other row: their own code holds from start to end. */
function alone(rows: Row[]): Row[] {
  let reach = -1n; // the furthest end so far
  return rows.filter((row, i) => {
    const clear = row.start > reach && (rows[i + 1]?.start ?? row.end + 1n) > row.end;
    reach = row.end > reach ? row.end : reach;
    return clear;
  });
}

/** The country special-purpose ranges get regardless of the data: none. */
const special = ["0.", "10.", "100.64.", "127.", "169.254.", "172.16.", "192.168.", "192.0.2.", "198.51.100.", "203.0.113.", "2001:db8:"];
const isSpecial = (text: string) =>
  special.some((prefix) => text.startsWith(prefix)) || /^172\.(1[6-9]|2\d|3[01])\./.test(text) || Number(text.split(".")[0]) >= 224;

let table: CountryTable;
beforeAll(async () => {
  table = await loadCountryTable();
});

/** Addresses whose answer differs from the expected one (one expect per address would be slow). */
function mismatches(checks: [string, string | null][]): [string, string | null, string | null][] {
  return checks.flatMap(([ip, want]) => (table.countryOf(ip) === want ? [] : [[ip, want, table.countryOf(ip)] as [string, string | null, string | null]]));
}

// Each case checks about a million addresses: seconds on a quiet machine, 36 s at a load of 19.
describe("country table, from the package's own rows", { timeout: 120_000 }, () => {
  it("gives each lone IPv4 row's code at its start, middle and end, upper-case", () => {
    const checks = alone(v4Rows).flatMap((row) =>
      [row.start, (row.start + row.end) / 2n, row.end].map((at): [string, string | null] => [v4(at), isSpecial(v4(at)) ? null : row.code.toUpperCase()]),
    );
    expect(checks.length).toBeGreaterThan(900_000);
    expect(mismatches(checks)).toEqual([]);
    const answers = new Set(checks.map(([ip]) => table.countryOf(ip)));
    expect([...answers].filter((code) => code !== null && !/^[A-Z]{2}$/.test(code))).toEqual([]);
    expect(answers.size).toBeGreaterThan(200);
  });

  it("gives each lone IPv6 row's code at its start, middle and end (boundaries finer than /64 too)", () => {
    const rows = alone(v6Rows);
    expect(rows.filter((row) => row.start % (1n << 64n) !== 0n).length).toBeGreaterThan(1000); // the low-word path is exercised
    const checks = rows.flatMap((row) =>
      [row.start, (row.start + row.end) / 2n, row.end].map((at): [string, string | null] => [v6(at), v6(at).startsWith("2001:db8:") ? null : row.code]),
    );
    expect(mismatches(checks)).toEqual([]);
  });

  it("answers null just outside rows that border a gap, IPv4 and IPv6", () => {
    for (const [rows, text] of [
      [v4Rows, v4],
      [v6Rows, v6],
    ] as const) {
      const checks: [string, null][] = [];
      let reach = -1n; // the furthest end so far
      rows.forEach((row, i) => {
        if (row.start - 1n > reach) checks.push([text(row.start - 1n), null]);
        reach = row.end > reach ? row.end : reach;
        const next = rows[i + 1];
        if (next && next.start > row.end + 1n && reach === row.end) checks.push([text(row.end + 1n), null]);
      });
      expect(checks.length).toBeGreaterThan(10_000);
      expect(mismatches(checks)).toEqual([]);
    }
  });

  it("resolves overlapping rows: a row nested in another wins from its start, the outer one holds before it", () => {
    // The data leaves some outer rows untrimmed (37405696-37406207 DE around 37405967 BE, then 37405968-37406207 DE).
    for (const [rows, text] of [
      [v4Rows, v4],
      [v6Rows, v6],
    ] as const) {
      const checks: [string, string | null][] = [];
      rows.forEach((inner, i) => {
        const outer = rows[i - 1];
        if (!outer || !(outer.start < inner.start && inner.end <= outer.end) || rows[i + 1]?.start === inner.start) return;
        checks.push([text(inner.start - 1n), outer.code], [text(inner.start), inner.code]);
      });
      expect(checks.length).toBeGreaterThan(50);
      expect(mismatches(checks.filter(([ip]) => !isSpecial(ip)))).toEqual([]);
    }
  });
});

describe("country table, addresses it must refuse", () => {
  it("gives null for loopback, private, link-local, multicast and documentation addresses, even those the data lists", () => {
    for (const ip of [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.5.5",
      "192.168.1.1",
      "100.64.0.1",
      "169.254.1.1",
      "0.0.0.0",
      "255.255.255.255",
      "224.0.0.1",
      "192.0.2.1",
    ]) {
      expect([ip, table.countryOf(ip)]).toEqual([ip, null]);
    }
    for (const ip of ["::1", "::", "fc00::1", "fd12:3456::1", "fe80::1", "fe80::1%eth0", "ff02::1", "2001:db8::1", "::ffff:127.0.0.1", "::ffff:192.168.0.1"]) {
      expect([ip, table.countryOf(ip)]).toEqual([ip, null]);
    }
  });

  it("never throws on garbage, and answers null", () => {
    const garbage: unknown[] = ["", " ", "not an ip", "1.2.3", "1.2.3.4.5", "256.1.1.1", "01.2.3.4", " 8.8.8.8", "8.8.8.8 ", "8.8.8.8:80", "[::1]"];
    garbage.push("1::2::3", "::1.2.3.4", "::ffff:999.1.1.1", "2001:db8::g", "x".repeat(100_000), undefined, null, 123, {}, "fe80::1%");
    for (const input of garbage) expect(table.countryOf(input as string)).toBeNull();
  });
});

describe("country table, IPv4 inside IPv6", () => {
  it("reads ::ffff:a.b.c.d (as Node reports IPv4 clients on a dual-stack socket) as the IPv4 address", () => {
    const row = alone(v4Rows).find((r) => !isSpecial(v4(r.start)))!;
    const ip = v4(row.start);
    const [a = 0, b = 0, c = 0, d = 0] = ip.split(".").map(Number);
    const hex = `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
    for (const mapped of [`::ffff:${ip}`, `::FFFF:${ip}`, `0:0:0:0:0:ffff:${ip}`, `::ffff:${hex}`]) {
      expect([mapped, table.countryOf(mapped)]).toEqual([mapped, row.code]);
    }
  });

  it("strips a zone id from a listed address", () => {
    const row = alone(v6Rows)[0]!;
    expect(table.countryOf(`${v6(row.start)}%eth0`)).toBe(row.code);
  });
});

describe("loading", () => {
  it("loads once: concurrent and later calls share one table", async () => {
    const [first, second] = await Promise.all([loadCountryTable(), loadCountryTable()]);
    expect(first).toBe(second);
    expect(first).toBe(table);
    expect(table.stats.ipv4Rows).toBe(v4Rows.length);
    expect(table.stats.ipv6Rows).toBe(v6Rows.length);
  });
});

describe("range sweep", () => {
  const sweep = (rows: [number, number, number][], max = 99) => {
    const points: [number, number][] = [];
    const s = new RangeSweep<number>(
      (v) => v + 1,
      (at, code) => at <= max && points.push([at, code]),
    );
    for (const [start, end, code] of rows) s.add(start, end, code);
    s.finish();
    return points;
  };

  it("lets a nested row win inside, the outer one resume after, and merges equal neighbours", () => {
    expect(
      sweep([
        [10, 20, 1],
        [12, 13, 2],
        [15, 15, 1],
      ]),
    ).toEqual([
      [10, 1],
      [12, 2],
      [14, 1],
      [21, 0],
    ]);
  });
  it("lets the later start win a partial overlap, the narrower a shared start in either order", () => {
    expect(
      sweep([
        [10, 20, 1],
        [15, 30, 2],
      ]),
    ).toEqual([
      [10, 1],
      [15, 2],
      [31, 0],
    ]);
    expect(
      sweep([
        [10, 12, 2],
        [10, 20, 1],
      ]),
    ).toEqual([
      [10, 2],
      [13, 1],
      [21, 0],
    ]);
    expect(
      sweep([
        [10, 20, 1],
        [10, 12, 2],
      ]),
    ).toEqual([
      [10, 2],
      [13, 1],
      [21, 0],
    ]);
  });
  it("marks gaps, adjacency and the end of the address space", () => {
    expect(
      sweep([
        [0, 4, 1],
        [5, 9, 2],
        [20, 99, 3],
      ]),
    ).toEqual([
      [0, 1],
      [5, 2],
      [10, 0],
      [20, 3],
    ]);
  });
  it("refuses rows out of order or backwards", () => {
    expect(() =>
      sweep([
        [10, 20, 1],
        [5, 6, 2],
      ]),
    ).toThrow(/order/);
    expect(() => sweep([[10, 5, 1]])).toThrow(/before/);
  });
});
