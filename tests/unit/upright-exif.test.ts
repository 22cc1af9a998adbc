import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { uprightExif } from "../../app/lib/images/upright-exif";

const jpeg = (orientation?: number) => {
  const image = sharp({ create: { width: 40, height: 20, channels: 3, background: "#808080" } })
    .jpeg()
    .withExif({ IFD0: { Make: "Apple", Model: "iPhone 15" } });
  return (orientation ? image.withMetadata({ orientation }) : image).toBuffer();
};

describe("a decoded HEIC's EXIF made upright", () => {
  it("sets Orientation to 1 and leaves every other byte as it was", async () => {
    const turned = await jpeg(6);
    const upright = uprightExif(turned);
    const metadata = await sharp(upright).metadata();
    expect([metadata.orientation, metadata.width, metadata.height]).toEqual([1, 40, 20]);
    expect(upright.length).toBe(turned.length);
    expect([...upright].filter((byte, i) => byte !== turned[i])).toHaveLength(1);
    // The copy is changed, never the caller's buffer.
    expect((await sharp(turned).metadata()).orientation).toBe(6);
  });

  it("returns what it cannot walk, or what is upright already, as it is", async () => {
    const plain = await jpeg();
    expect(uprightExif(plain)).toBe(plain);
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    expect(uprightExif(png)).toBe(png);
    const cut = (await jpeg(6)).subarray(0, 30);
    expect(uprightExif(cut)).toBe(cut);
    expect(uprightExif(Buffer.alloc(0)).length).toBe(0);
  });
});
