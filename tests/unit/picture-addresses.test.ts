import { describe, expect, it } from "vitest";
import { addressPictures } from "../../app/lib/content/address-pictures";
import { PictureAddressKey } from "../../app/lib/content/picture-address-key.server";
import type { AlbumAccess } from "../../app/lib/content/schemas";
import type { Album, ImageItem } from "../../app/lib/content/site-types";

const secret = "a secret of at least thirty-two characters";
const picture = (hash: string): ImageItem =>
  ({ type: "image", id: hash.slice(0, 12), hash, address: "", file: `/c/${hash}.jpg`, width: 800, height: 600, thumbhash: "" }) as ImageItem;
const album = (access: AlbumAccess, items: ImageItem[], children: Album[] = []): Album =>
  ({ slug: access, title: access, description: "", dir: "/c", items, children, showDetails: false, originals: false, access }) as Album;

describe("picture addresses", () => {
  it("are a keyed hash of the content and its visibility: same key, same address; another key or visibility, another", () => {
    const key = new PictureAddressKey(secret);
    const hash = "0123456789abcdef01234567";
    expect(key.addressOf(hash, "public")).toMatch(/^[a-f0-9]{24}$/);
    expect(key.addressOf(hash, "public")).not.toBe(hash);
    expect(new PictureAddressKey(secret).addressOf(hash, "public")).toBe(key.addressOf(hash, "public"));
    expect(new PictureAddressKey(`${secret}!`).addressOf(hash, "public")).not.toBe(key.addressOf(hash, "public"));
    const all = ["public", "unlisted", "private"].map((visibility) => key.addressOf(hash, visibility as AlbumAccess));
    expect(new Set(all).size).toBe(3);
  });

  it("follow the most visible album that shows the picture, posters and sub-albums included", () => {
    const key = new PictureAddressKey(secret);
    const [shared, hidden, unlisted] = ["a", "b", "c"].map((c) => c.repeat(24));
    const inPrivate = [picture(shared!), picture(hidden!)];
    const inPublic = picture(shared!);
    const inUnlisted = picture(unlisted!);
    addressPictures([album("private", inPrivate, [album("unlisted", [inUnlisted])]), album("public", [inPublic])], key);
    // One copy in a public album keeps the picture public, in the private album too: one address.
    expect(inPrivate[0]!.address).toBe(key.addressOf(shared!, "public"));
    expect(inPublic.address).toBe(inPrivate[0]!.address);
    expect(inPrivate[1]!.address).toBe(key.addressOf(hidden!, "private"));
    expect(inUnlisted.address).toBe(key.addressOf(unlisted!, "unlisted"));
  });

  it("stay the same from one build to the next, kept from the last build or made again", () => {
    const key = new PictureAddressKey(secret);
    const first = key.addressOf("d".repeat(24), "public");
    key.startBuild();
    expect(key.addressOf("d".repeat(24), "public")).toBe(first);
    key.startBuild();
    key.startBuild();
    // Two builds without it: made again, the same.
    expect(key.addressOf("d".repeat(24), "public")).toBe(first);
  });
});
