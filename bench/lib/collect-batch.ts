import { collectPayloadSchema } from "../../app/lib/analytics/collect-payload";
import { maxBatchEvents } from "../../app/lib/core/analytics-protocol";

/** A grid item the viewer's photo_view names: its data-id, its place in the album (from 1) and its title. */
export type ViewedItem = { id: string; index: number; title: string };

/**
 * A body for the collector's POST as the tracker sends it (app/tracker/create-tracker.ts): a page_view
 * of `pagePath` on `origin` (the server's own host, so page_location is valid), then the viewer's
 * photo_view events (app/viewer/analytics.ts: gallery, item, time on it, how it was reached), every
 * fifth a scroll. `count` events in all, 1 to 20; checked against the collector's own schema.
 */
export function collectBatch(origin: string, pagePath: string, gallery: string, items: ViewedItem[], count: number): string {
  if (!Number.isInteger(count) || count < 1 || count > maxBatchEvents) throw new Error(`a batch holds 1 to ${maxBatchEvents} events, not ${count}`);
  if (count > 1 && items.length === 0) throw new Error("photo_view events need items");
  const page = { page_location: `${origin}${pagePath}`, page_referrer: "https://www.google.com/" };
  const ts = Date.now();
  const events = Array.from({ length: count }, (_, i) => {
    if (i === 0) return { name: "page_view", params: page, ts };
    if (i % 5 === 0) return { name: "scroll", params: { ...page, percent_scrolled: 90 }, ts: ts + i * 1000 };
    const item = items[(i - 1) % items.length]!;
    const params = {
      ...page,
      gallery,
      item_id: item.id,
      item_index: item.index,
      item_title: item.title,
      item_type: "image",
      open_via: i === 1 ? "click" : "swipe",
      engagement_time_msec: 1200 + i * 37,
    };
    return { name: "photo_view", params, ts: ts + i * 1000 };
  });
  const body = JSON.stringify({ events });
  if (!collectPayloadSchema.safeParse(JSON.parse(body)).success) throw new Error("the batch does not match the collector's schema");
  return body;
}
