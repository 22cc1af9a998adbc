import type { Dimension } from "../dimensions";

export type ReportDefinition = {
  id: string;
  title: string;
  /** The heading of the value column. */
  label: string;
  dimension: Dimension;
  names?: readonly string[];
  conversionsOnly?: boolean;
};

/** The dashboard's tables, in the order shown; each is also a CSV export (`/admin/analytics/export/<id>`). */
export const reports: readonly ReportDefinition[] = [
  { id: "pages", title: "Top pages", label: "Page", dimension: "page", names: ["page_view"] },
  { id: "sources", title: "Referrer sources", label: "Source", dimension: "source", names: ["page_view"] },
  { id: "channels", title: "Channels", label: "Channel", dimension: "channel", names: ["page_view"] },
  { id: "campaigns", title: "Campaigns", label: "Campaign", dimension: "utm_campaign", names: ["page_view"] },
  { id: "outbound", title: "Outbound links", label: "Link", dimension: "link_url", names: ["click"] },
  { id: "downloads", title: "Downloads", label: "File", dimension: "file_name", names: ["file_download"] },
  { id: "searches", title: "Site searches", label: "Search term", dimension: "search_term", names: ["view_search_results"] },
  { id: "videos", title: "Videos started", label: "Video", dimension: "video_title", names: ["video_start"] },
  { id: "browsers", title: "Browsers", label: "Browser", dimension: "browser", names: ["page_view"] },
  { id: "os", title: "Operating systems", label: "OS", dimension: "os", names: ["page_view"] },
  { id: "devices", title: "Devices", label: "Device", dimension: "device", names: ["page_view"] },
  { id: "countries", title: "Countries", label: "Country", dimension: "country", names: ["page_view"] },
  { id: "conversions", title: "Conversions", label: "Event", dimension: "name", conversionsOnly: true },
  { id: "events", title: "All events", label: "Event", dimension: "name" },
];

export function findReport(id: string): ReportDefinition | undefined {
  return reports.find((report) => report.id === id);
}
