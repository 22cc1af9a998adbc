import type { Campaign } from "./campaign";

/**
 * One event as the store keeps it: the collector's output, the store's input. Its campaign fields
 * are an arrival's (utm_* of its address, `ref` for utm_source, and its channel: campaign.ts), all
 * null for any other event.
 */
export type StoredEvent = Campaign & {
  /** Milliseconds since the epoch (UTC). */
  ts: number;
  name: string;
  visitor: string;
  path: string;
  /**
   * The id of the share link whose album the event is of (pipeline step share_link), "" for none:
   * the site's reports count "" only, a link's receipts its own.
   */
  share: string;
  /** Acquisition source of a page view; null for moves within the site and for other events. */
  source: string | null;
  browser: string;
  os: string;
  device: string;
  conversion: boolean;
  linkUrl: string | null;
  linkDomain: string | null;
  fileName: string | null;
  fileExtension: string | null;
  searchTerm: string | null;
  videoProvider: string | null;
  videoTitle: string | null;
  videoPercent: number | null;
  percentScrolled: number | null;
  /** The gallery item an event is about (a viewer's photo_view, share, download…); an item id or null. */
  itemId: string | null;
  /** The gallery it happened in: an album's slug, "search", or a facet's name (lib/gallery/gallery-kind.ts). */
  gallery: string | null;
  /** The sender's country (ISO 3166-1 alpha-2), read from the whole address before it is anonymised; null when unknown. */
  country: string | null;
  /** Engaged time the event reports (time on a photo, time in the viewer), in milliseconds. */
  engagementMs: number | null;
  /** Every parameter the event carried except page_location and page_referrer, as JSON. */
  params: string;
};
