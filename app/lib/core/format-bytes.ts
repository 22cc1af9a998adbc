const units = ["byte", "kilobyte", "megabyte", "gigabyte", "terabyte"] as const;

/** A size as people read it on a download link: "850 MB", "1.2 GB" (decimal units, as the browsers' download lists). */
export function formatBytes(bytes: number, locale = "en"): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return new Intl.NumberFormat(locale, {
    style: "unit",
    unit: units[unit],
    unitDisplay: "short",
    maximumFractionDigits: value < 10 && unit > 0 ? 1 : 0,
  }).format(value);
}
