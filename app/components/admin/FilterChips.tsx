import { filterNames, withFilter } from "../../lib/analytics/dashboard/filters";
import type { ShownFilter } from "../../lib/analytics/dashboard/shown-filters";

/** The dashboard's filters, each a chip whose × removes it; the address holds them, so they survive a reload and a bookmark. */
export function FilterChips({ filters, search }: { filters: readonly ShownFilter[]; search: URLSearchParams }) {
  if (filters.length === 0) return null;
  return (
    <div className="filters">
      <p className="filters__title" id="filters-title">
        Filtered to the visitors with:
      </p>
      <ul aria-labelledby="filters-title">
        {filters.map(({ dimension, label }) => (
          <li key={dimension} className="filters__chip">
            <span>
              {filterNames[dimension]}: {label}
            </span>
            <a href={withFilter(search, dimension, undefined)} aria-label={`Remove the filter ${filterNames[dimension]}: ${label}`}>
              ×
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
