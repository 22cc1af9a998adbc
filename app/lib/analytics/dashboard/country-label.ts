const regions = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });

/** A stored country code as the dashboard shows it: "Germany (DE)"; a code Intl does not know stays as it is. */
export function countryLabel(code: string): string {
  const name = /^[A-Z]{2}$/.test(code) ? regions.of(code) : undefined;
  return name && name !== code ? `${name} (${code})` : code;
}
