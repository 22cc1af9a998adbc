import { noCampaign } from "../../app/lib/analytics/campaign";
import type { StoredEvent } from "../../app/lib/analytics/stored-event";

/**
 * A stored event with every field at its default (a public page view of "/" by desktop Chrome on
 * Linux, at the epoch, of no visitor, carrying nothing): the tests and benches that write rows
 * straight to a store spread it and set what they are about.
 */
export const blankStoredEvent: Readonly<StoredEvent> = {
  ts: 0,
  name: "page_view",
  visitor: "",
  path: "/",
  share: "",
  source: null,
  ...noCampaign,
  browser: "Chrome",
  os: "Linux",
  device: "desktop",
  conversion: false,
  linkUrl: null,
  linkDomain: null,
  fileName: null,
  fileExtension: null,
  searchTerm: null,
  videoProvider: null,
  videoTitle: null,
  videoPercent: null,
  percentScrolled: null,
  itemId: null,
  gallery: null,
  country: null,
  engagementMs: null,
  params: "{}",
};
