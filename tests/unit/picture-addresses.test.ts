import { describe, expect, it } from "vitest";
import { addressPictures } from "../../app/lib/content/address-pictures";
import { PictureAddressKey } from "../../app/lib/content/picture-address-key.server";
import type { AlbumAccess } from "../../app/lib/content/schemas";
import type { Album, ImageItem } from "../../app/lib/content/site-types";

const secret = "a secret of at least thirty-two characters";
const [shared, alone] = ["a".repeat(24), "b".repeat(24)];
const picture = (hash: string): ImageItem =>
  ({ type: "image", id: hash.slice(0, 12), hash, address: "", file: `/c/${hash}.jpg`, width: 800, height: 600 }) as ImageItem;
const album = (access: AlbumAccess, items: ImageItem[], children: Album[] = []): Album =>
  ({ slug: access, title: access, description: "", dir: "/c", items, children, access }) as Album;

/** A build of two albums: `alone` only in the first, `shared` in both; their addresses, by hash. */
function built(key: PictureAddressKey, first: AlbumAccess, second: AlbumAccess): Record<string, string[]> {
  const [inFirst, sharedInFirst, sharedInSecond] = [picture(alone!), picture(shared!), picture(shared!)];
  addressPictures([album(first, [inFirst, sharedInFirst]), album(second, [sharedInSecond])], key);
  return { [alone!]: [inFirst.address], [shared!]: [sharedInFirst.address, sharedInSecond.address] };
}

describe("picture addresses", () => {
  it("are a keyed hash, never the content hash: the same secret gives the same ones (every node), another secret others", () => {
    const one = built(new PictureAddressKey(secret), "public", "public");
    expect(one[alone!]![0]).toMatch(/^[a-f0-9]{24}$/);
    expect(one[alone!]![0]).not.toBe(alone);
    expect(built(new PictureAddressKey(secret), "public", "public")).toEqual(one);
    expect(built(new PictureAddressKey(`${secret}!`), "public", "public")[alone!]).not.toEqual(one[alone!]);
  });

  it("change with the most visible album showing the picture, and come back with it, build after build", () => {
    const key = new PictureAddressKey(secret);
    const public_ = built(key, "public", "public");
    const unlisted = built(key, "unlisted", "private");
    const private_ = built(key, "private", "private");
    // Alone in the first album: a new address at each step.
    expect(new Set([public_, unlisted, private_].map((build) => build[alone!]![0])).size).toBe(3);
    // In both: one address, the most visible album's (unlisted beats private).
    expect(unlisted[shared!]![0]).toBe(unlisted[shared!]![1]);
    expect(built(key, "private", "unlisted")[shared!]).toEqual(unlisted[shared!]);
    // One copy in a public album keeps it public wherever else it is.
    expect(built(key, "private", "public")[shared!]).toEqual(public_[shared!]);
    // Public again: the public addresses again, from a new key too (nothing but the secret decides).
    expect(built(key, "public", "public")).toEqual(public_);
    expect(built(new PictureAddressKey(secret), "public", "public")).toEqual(public_);
  });
});
