import type { CollectEvent } from "./collect-payload";

/**
 * The numeric parameters the tracker sends (or a purchase carries), each with the range a real one
 * falls in. An event with one outside is forged or broken, and is dropped whole: stored, its number
 * would skew an average or a funnel, and 1e21 is no value any column can hold. Engaged time is not
 * here: it is kept between 0 and a day when stored (pipeline.server.ts), as it always was.
 */
export const paramRanges: Readonly<Record<string, readonly [min: number, max: number]>> = {
  percent_scrolled: [0, 100],
  video_percent: [0, 100],
  // Seconds: a stream a day long is far within; a live one reports no finite duration.
  video_current_time: [0, 10_000_000],
  video_duration: [0, 10_000_000],
  // A slide's place in its gallery, from 1, and the slides seen in one opening of the viewer.
  item_index: [1, 10_000_000],
  slides_seen: [0, 10_000_000],
  // A purchase's amounts in its currency's units: ten million yen is still a gallery's price.
  value: [0, 10_000_000],
  price: [0, 10_000_000],
  tax: [0, 10_000_000],
  shipping: [0, 10_000_000],
};

/** True when a numeric parameter of the event is outside its range. */
export function hasOutOfRangeParam(params: CollectEvent["params"]): boolean {
  return Object.entries(params).some(([key, value]) => {
    const range = paramRanges[key];
    return range !== undefined && typeof value === "number" && (value < range[0] || value > range[1]);
  });
}
