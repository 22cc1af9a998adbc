/**
 * ClickHouse 18.16 has no query parameters, so values reach SQL as literals. Only these two make
 * them: strings are quoted with every backslash and quote escaped; numbers must be finite integers.
 */
export function stringLiteral(value: string): string {
  return `'${value.replace(/\\/g, "\\\\").replace(/'/g, "\\'").replace(/\0/g, "\\0")}'`;
}

export function integerLiteral(value: number): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not a safe integer: ${value}`);
  return String(value);
}

/** Database names are identifiers, not values: only a strict pattern is accepted. */
export function identifier(name: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(name)) throw new RangeError(`not a valid ClickHouse identifier: ${name}`);
  return name;
}
