import { seededRandom } from "../../app/lib/demo/random";
import type { StoredEvent } from "../../app/lib/analytics/stored-event";
import { blankStoredEvent } from "../../tests/harness/blank-stored-event";

const day = 86_400_000;
/** The generated events' 90 days end here. */
export const photoEventsEnd = Date.UTC(2026, 10, 1);
export const photoEventDays = 90;
const end = photoEventsEnd;
const days = photoEventDays;
const photos = 5_000;
const galleries = 50;
const chunk = 50_000;

const itemId = (n: number) => n.toString(16).padStart(12, "0");
const galleryOf = (n: number) => `album-${n % galleries}`;

/** `count` events, deterministic, in chunks (10 million objects at once would not fit the heap). */
export function* photoEvents(count: number): Generator<StoredEvent[]> {
  const random = seededRandom(count);
  const visitorsPerDay = Math.max(10, Math.round(count / days / 8));
  for (let made = 0; made < count; made += chunk) {
    const batch: StoredEvent[] = [];
    for (let i = made; i < Math.min(count, made + chunk); i++) {
      const ts = end - days * day + Math.floor((i / count) * days * day);
      const visitor = `${Math.floor(ts / day)}-${random.int(0, visitorsPerDay)}`;
      // A few photos far more viewed than the rest: the cube of a uniform number leans to 0.
      const photo = Math.floor(photos * random.next() ** 3);
      const roll = random.next();
      const base: StoredEvent = { ...blankStoredEvent, ts, visitor, path: `/albums/${galleryOf(photo)}` };
      const item = { itemId: itemId(photo), gallery: galleryOf(photo) };
      const params = (extra: Record<string, string | number>) =>
        JSON.stringify({ gallery: item.gallery, item_id: item.itemId, item_title: `Photo ${photo}`, ...extra });
      if (roll < 0.35) batch.push({ ...base, source: random.pick(["Direct", "Google", "Pinterest", null, null]) });
      else if (roll < 0.45) batch.push({ ...base, name: "scroll", percentScrolled: 90 });
      else if (roll < 0.9)
        batch.push({
          ...base,
          ...item,
          name: "photo_view",
          engagementMs: random.int(1_000, 60_000),
          params: params({ open_via: random.pick(["click", "swipe", "key", "deep_link"]) }),
        });
      else if (roll < 0.93)
        batch.push({ ...base, ...item, name: "share", params: params({ method: random.pick(["facebook", "x", "pinterest", "email", "copy"]) }) });
      else if (roll < 0.95) batch.push({ ...base, ...item, name: "file_download", fileName: `photo-${photo}.jpg`, fileExtension: "jpg", params: params({}) });
      else batch.push({ ...base, ...item, name: "viewer_close", engagementMs: random.int(1_000, 300_000), params: params({ slides_seen: random.int(1, 20) }) });
    }
    yield batch;
  }
}
