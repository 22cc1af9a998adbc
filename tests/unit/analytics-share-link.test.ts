import { describe, expect, it } from "vitest";
import type { CollectEvent } from "../../app/lib/analytics/collect-payload";
import { eventSteps, isDropped, runSteps, toStoredEvent, type SenderDraft } from "../../app/lib/analytics/pipeline.server";
import { noSharedAlbums, type SharedAlbums } from "../../app/lib/analytics/share-tag";

const settings = { secret: "unit-test-secret-of-at-least-32-chars", site: "example.org", respectDoNotTrack: false, countryOf: () => null };
/** No repeats and room to spare: this file is about the share column alone. */
const admission = { takeId: () => true, takeBudget: () => true, giveBack: () => undefined };
const receivedAt = Date.UTC(2026, 10, 23, 10);
const wedding = "Wd-link_0001";
const party = "Pt-link_0002";
const family: SharedAlbums = new Map([
  ["wedding", wedding],
  ["party", party],
]);

const sender = (sharedAlbums: SharedAlbums): SenderDraft => ({
  request: { ip: "198.51.100.0", userAgent: "test", headers: { get: () => null }, receivedAt, pageHost: "example.org", sharedAlbums },
  visitor: "v1",
});

/** The share column of one event through every event step, as the collector stores it. */
function shareOfEvent(path: string, sharedAlbums: SharedAlbums, params: CollectEvent["params"] = {}, name = "page_view"): string {
  const event: CollectEvent = { name, params: { page_location: `https://example.org${path}`, ...params } };
  const result = runSteps({ event, sender: sender(sharedAlbums) }, eventSteps, { settings, admission });
  if (isDropped(result)) throw new Error(`dropped: ${result.drop} at ${result.step}`);
  return toStoredEvent(result).share;
}

describe("the share_link step", () => {
  it("is a named event step, after the page's host is known to be the site's", () => {
    const names = eventSteps.map((step) => step.name);
    expect(names).toContain("share_link");
    expect(names.indexOf("share_link")).toBeGreaterThan(names.indexOf("own_host"));
  });

  it.each(["/albums/wedding", "/albums/wedding/", "/albums/wedding?page=3", "/albums/wedding/12", "/albums/wedding/12?x=1#gallery-4"])(
    "tags an event of %s with the wedding's link",
    (path) => {
      expect(shareOfEvent(path, family)).toBe(wedding);
    },
  );

  it("tags the viewer's photo events by the gallery they carry, on a page that is no album's", () => {
    expect(shareOfEvent("/", family, { gallery: "party", item_id: "aaaaaaaaaaaa" }, "photo_view")).toBe(party);
  });

  it("reads the album from the page first: its own photo events are its own", () => {
    expect(shareOfEvent("/albums/wedding/3", family, { gallery: "party" }, "photo_view")).toBe(wedding);
  });

  it.each(["/", "/albums/coast", "/albums/wedding-2", "/albums/weddings", "/albumswedding", "/photos/albums/wedding", "/search?q=wedding"])(
    "leaves %s untouched: no album shared with the request",
    (path) => {
      expect(shareOfEvent(path, family)).toBe("");
    },
  );

  it("leaves an unshared album's photo events untouched", () => {
    expect(shareOfEvent("/albums/coast/2", family, { gallery: "coast" }, "photo_view")).toBe("");
  });

  it("takes nothing from the payload: a forged share parameter names no link, with or without a grant", () => {
    expect(shareOfEvent("/albums/coast", family, { share: party })).toBe("");
    expect(shareOfEvent("/albums/wedding", noSharedAlbums, { share: wedding })).toBe("");
    expect(shareOfEvent("/albums/coast", noSharedAlbums, { gallery: "wedding" }, "photo_view")).toBe("");
    // With the grant, the page decides, not the parameter.
    expect(shareOfEvent("/albums/wedding", family, { share: party })).toBe(wedding);
  });
});
