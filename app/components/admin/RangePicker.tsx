import { Form } from "@remix-run/react";
import { DayRangeInputs } from "./DayRangeInputs";
import { lastDays, type DateRange } from "../../lib/analytics/dashboard/date-range";

const presets = [
  { label: "Today", days: 1 },
  { label: "7 days", days: 7 },
  { label: "30 days", days: 30 },
  { label: "12 months", days: 365 },
];

/** A GET form, so every range has an address that can be bookmarked and reloaded; `keep` rides along (a table's sort). */
export function RangePicker({ range, now, keep = {} }: { range: DateRange; now: number; keep?: Record<string, string> }) {
  const kept = Object.entries(keep)
    .map(([name, value]) => `&${name}=${encodeURIComponent(value)}`)
    .join("");
  return (
    <div className="range">
      <nav aria-label="Quick ranges" className="range__presets">
        {presets.map(({ label, days }) => {
          const preset = lastDays(days, now);
          const current = preset.from === range.from && preset.to === range.to;
          return (
            <a key={label} href={`?from=${preset.from}&to=${preset.to}${kept}`} aria-current={current ? "page" : undefined}>
              {label}
            </a>
          );
        })}
      </nav>
      <Form method="get" className="range__form">
        <DayRangeInputs range={range} />
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit">Show</button>
      </Form>
    </div>
  );
}
