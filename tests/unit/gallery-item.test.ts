import { describe, expect, it } from "vitest";
import { compactItem, expandItem } from "../../app/lib/content/gallery-item";
import { itemManifest, photoPath, type ItemOptions } from "../../app/lib/content/manifest";
import type { ImageItem, Item, Picture } from "../../app/lib/content/site-types";

const picture: Picture = {
  hash: "h".repeat(64),
  address: "a1b2c3d4e5f6a1b2c3d4e5f6",
  file: "x.jpg",
  width: 3000,
  height: 2000,
  thumbhash: "AAAA",
  keepMetadata: false,
};
const image: ImageItem = {
  ...picture,
  id: "0123456789ab",
  title: "Harbour",
  caption: "Boats at noon",
  type: "image",
  fileName: "harbour.JPG",
  alt: "Boats",
  tags: ["sea"],
  tagPaths: [],
  people: [],
  details: { camera: "Nikon Z 6", iso: 200 },
  firstSeen: 0,
  bytes: 1,
};
const items: Item[] = [
  image,
  {
    id: "v",
    title: "Walk",
    type: "video",
    file: "walk.webm",
    mediaPath: "/media/v/walk.webm",
    width: 1280,
    height: 720,
    poster: picture,
    sources: [{ src: "/media/v/walk.webm", type: "video/webm" }],
  },
  { id: "y", title: "Clip", type: "youtube", videoId: "abc", url: "https://youtu.be/abc", width: 1280, height: 720 },
  { id: "i", title: "Note", type: "inline", html: "<p>Hi</p>" },
  { id: "j", title: "Notes", type: "ajax", file: "notes.html" },
  { id: "e", title: "Broken", type: "error", fileName: "broken.jpg", message: "unreadable" },
];

const made = (item: Item, options: Omit<ItemOptions, "page">) => itemManifest(item, 3, { ...options, page: photoPath("trips", 3) });

describe("an album's items as its pages send them", () => {
  for (const options of [
    { originals: true, details: true },
    { originals: false, webDownloads: true, details: true },
    { originals: false, details: false },
  ]) {
    it(`come back whole in the browser, addresses and all (${JSON.stringify(options)})`, () => {
      for (const item of items) {
        const full = made(item, options);
        expect(expandItem(compactItem(full), "trips"), item.type).toEqual(full);
      }
    });
  }

  it("leave out the addresses the browser makes: the item's page and its download's", () => {
    for (const options of [
      { originals: true, details: true },
      { originals: false, webDownloads: true, details: true },
    ]) {
      const sent = JSON.stringify(compactItem(made(image, options)));
      expect(sent).not.toContain("/albums/trips/3");
      expect(sent).not.toMatch(/\/original\/|\/img\//);
    }
  });
});
