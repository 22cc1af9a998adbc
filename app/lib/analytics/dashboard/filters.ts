import { z } from "zod/v4";
import type { Dimension } from "../dimensions";
import type { Segment } from "../store/analytics-store";

/** What the dashboard can be filtered by: a value of any of these reports, each its own address parameter. */
export const filterDimensions = [
  "page",
  "source",
  "channel",
  "utm_campaign",
  "country",
  "album",
  "photo",
  "browser",
  "os",
  "device",
] as const satisfies readonly Dimension[];
export type FilterDimension = (typeof filterDimensions)[number];

/** The filters' names as the owner reads them on their chips. */
export const filterNames: Record<FilterDimension, string> = {
  page: "Page",
  source: "Source",
  channel: "Channel",
  utm_campaign: "Campaign",
  country: "Country",
  album: "Album",
  photo: "Photo",
  browser: "Browser",
  os: "OS",
  device: "Device",
};

const filterValue = z.string().min(1).max(2048);

export const isFilterDimension = (dimension: Dimension): dimension is FilterDimension => (filterDimensions as readonly Dimension[]).includes(dimension);

/** The filters an address carries (`?country=DE&source=Google`); a value that is no value is ignored. */
export function parseFilters(search: URLSearchParams): Segment {
  return filterDimensions.flatMap((dimension) => {
    const value = filterValue.safeParse(search.get(dimension) ?? undefined);
    return value.success ? [{ dimension, value: value.data }] : [];
  });
}

/** The filters as address parameters, to carry into other links of the dashboard (a range, an export). */
export const filterParams = (segment: Segment): Record<string, string> => Object.fromEntries(segment.map(({ dimension, value }) => [dimension, value]));

/** This address with one filter set (a value clicked) or removed (its chip's ×). */
export function withFilter(search: URLSearchParams, dimension: FilterDimension, value: string | undefined): string {
  const next = new URLSearchParams(search);
  if (value === undefined) next.delete(dimension);
  else next.set(dimension, value);
  return `?${next.toString()}`;
}
