import type { Dimension } from "../dimensions";

const regions = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });

/** A stored country code as the dashboard shows it: "Germany (DE)"; a code Intl does not know stays as it is. */
export function countryLabel(code: string): string {
  const name = /^[A-Z]{2}$/.test(code) ? regions.of(code) : undefined;
  return name && name !== code ? `${name} (${code})` : code;
}

/** A stored value as the dashboard shows it, in a table or on a filter's chip: countries by name. */
export const shownValue = (dimension: Dimension, value: string): string => (dimension === "country" ? countryLabel(value) : value);
