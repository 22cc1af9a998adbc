import type { StoredEvent } from "./stored-event";

/**
 * The dimensions a report can group by, and the stored column each reads. Every adapter names its
 * columns in snake_case after these fields, so this one table plans the column for all engines.
 */
export const dimensionFields = {
  name: "name",
  page: "path",
  source: "source",
  browser: "browser",
  os: "os",
  device: "device",
  country: "country",
  channel: "channel",
  utm_source: "utmSource",
  utm_medium: "utmMedium",
  utm_campaign: "utmCampaign",
  link_url: "linkUrl",
  link_domain: "linkDomain",
  file_name: "fileName",
  file_extension: "fileExtension",
  search_term: "searchTerm",
  video_provider: "videoProvider",
  video_title: "videoTitle",
  video_percent: "videoPercent",
  album: "gallery",
  photo: "itemId",
} as const satisfies Record<string, keyof StoredEvent>;

export type Dimension = keyof typeof dimensionFields;

export const dimensions = Object.keys(dimensionFields) as Dimension[];

/** camelCase field → snake_case column (linkUrl → link_url). */
export function columnOf(field: keyof StoredEvent): string {
  return field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

export function dimensionColumn(dimension: Dimension): string {
  return columnOf(dimensionFields[dimension]);
}
