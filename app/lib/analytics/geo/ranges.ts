/**
 * Turns inclusive ranges `start..end → code`, sorted by start, into boundary points: "from `at`
 * on, `code`" (code 0: no country), in ascending order, each point's code unlike the one before.
 * A lookup is then one binary search for the last point at or below the address.
 *
 * Why a sweep and not the rows as they are: the ip-location-db data has overlapping rows (568 IPv4,
 * 83 IPv6 in 2.3.2026061719): an outer row left untrimmed around the more specific rows inside it,
 * some sharing its start. Searching the rows directly can answer wrongly where a nested row ends
 * inside its outer row. Rule: where rows overlap the one starting later wins (for nested rows: the
 * most specific); on a shared start the narrower wins. The rows after a nested one in the data
 * repeat the outer row's country, which is what this rule gives.
 */
export class RangeSweep<V extends number | bigint> {
  /** The rows covering the current address, innermost (winning) last. */
  private readonly open: { start: V; end: V; code: number }[] = [];
  private lastStart: V | undefined;
  private pendingAt: V | undefined;
  private pendingCode = 0;
  private emittedCode = 0;

  /** `after(v)` is v + 1 (it may pass the address space's end: `emit` drops such a point). */
  constructor(
    private readonly after: (value: V) => V,
    private readonly emit: (at: V, code: number) => void,
  ) {}

  add(start: V, end: V, code: number): void {
    if (end < start) throw new Error(`range ends before it starts: ${start}..${end}`);
    if (this.lastStart !== undefined && start < this.lastStart) throw new Error(`ranges out of order at ${start}`);
    this.lastStart = start;
    this.closeBefore(start);
    const top = this.open.at(-1);
    if (top && top.start === start && top.end < end) {
      // A wider row after a narrower one on the same start: it goes beneath the narrower ones.
      let i = this.open.length - 1;
      while (i > 0 && this.open[i - 1]!.start === start && this.open[i - 1]!.end < end) i--;
      this.open.splice(i, 0, { start, end, code });
      return;
    }
    this.mark(start, code);
    this.open.push({ start, end, code });
  }

  /** Call once after the last row. */
  finish(): void {
    this.closeBefore(undefined);
    this.flush();
  }

  /** Closes the open rows that end before `limit` (all of them when undefined). */
  private closeBefore(limit: V | undefined): void {
    for (let top = this.open.at(-1); top && (limit === undefined || top.end < limit); top = this.open.at(-1)) {
      const next = this.after(top.end);
      // Rows beneath that ended too (inside the closed one) are over as well.
      while (this.open.length > 0 && this.open.at(-1)!.end < next) this.open.pop();
      this.mark(next, this.open.at(-1)?.code ?? 0);
    }
  }

  /** Several marks at one address: the last says. Equal neighbours merge. */
  private mark(at: V, code: number): void {
    if (this.pendingAt !== at) this.flush();
    this.pendingAt = at;
    this.pendingCode = code;
  }

  private flush(): void {
    if (this.pendingAt !== undefined && this.pendingCode !== this.emittedCode) {
      this.emit(this.pendingAt, this.pendingCode);
      this.emittedCode = this.pendingCode;
    }
    this.pendingAt = undefined;
  }
}

// Reading the CSVs' bytes directly: no string per line, no split, little garbage.

export function lineCount(buf: Buffer): number {
  let lines = 0;
  for (let at = buf.indexOf(10); at !== -1; at = buf.indexOf(10, at + 1)) lines++;
  return buf.length > 0 && buf[buf.length - 1] !== 10 ? lines + 1 : lines;
}

/** Calls `row` with the byte spans of each line's three fields: start, end, country code. */
export function eachRow(buf: Buffer, row: (a: number, b: number, c: number, d: number, e: number, f: number) => void): void {
  for (let at = 0; at < buf.length;) {
    let end = buf.indexOf(10, at);
    if (end === -1) end = buf.length;
    const lineEnd = buf[end - 1] === 13 ? end - 1 : end;
    if (lineEnd > at) {
      const comma1 = buf.indexOf(44, at);
      const comma2 = comma1 === -1 ? -1 : buf.indexOf(44, comma1 + 1);
      if (comma2 === -1 || comma2 >= lineEnd) throw new Error(`bad line at byte ${at}: ${buf.toString("latin1", at, lineEnd)}`);
      row(at, comma1, comma1 + 1, comma2, comma2 + 1, lineEnd);
    }
    at = end + 1;
  }
}

/** Throws unless the bytes are 1 to 39 decimal digits (BigInt("") would be 0n, and BigInt trims spaces). */
export function digitsOnly(buf: Buffer, from: number, to: number): void {
  if (to <= from || to - from > 39) throw new Error(`bad number at byte ${from}`);
  for (let at = from; at < to; at++) if (buf[at]! < 48 || buf[at]! > 57) throw new Error(`not a number at byte ${at}`);
}

/** A decimal number below 2^32 from bytes; throws on anything else. */
export function decimal(buf: Buffer, from: number, to: number): number {
  digitsOnly(buf, from, to);
  let value = 0;
  for (let at = from; at < to; at++) value = value * 10 + buf[at]! - 48;
  if (value > 0xffffffff) throw new Error(`IPv4 number too large at byte ${from}`);
  return value;
}
