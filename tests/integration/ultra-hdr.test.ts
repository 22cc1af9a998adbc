import { readFile } from "node:fs/promises";
import path from "node:path";
import exifr from "exifr";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { buildSite } from "../../app/lib/content/build-site.server";
import type { ImageItem } from "../../app/lib/content/site-types";
import { DerivativeStore } from "../../app/lib/images/derivative-store.server";
import { contentHash } from "../../app/lib/images/prober.server";
import { SourceIndex } from "../../app/lib/images/source-index.server";
import { addresses } from "../helpers/addresses";
import { makeJpeg, tempDir } from "../helpers/fixtures";
import { makeUltraHdr } from "../helpers/make-ultra-hdr";

describe("an Ultra HDR photo", () => {
  it("keeps its gain map in its JPEG derivatives (resized with it, no camera or GPS); AVIF and WebP are its SDR picture", async () => {
    const content = await tempDir();
    await makeUltraHdr(path.join(content, "Bright", "sunset.jpg"), 1200, 800);
    await makeJpeg(path.join(content, "Bright", "plain.jpg"), { width: 1200, height: 800, gps: true });
    const dataDir = await tempDir();
    const site = await buildSite(content, await SourceIndex.load(dataDir), { addresses });
    const [plain, sunset] = site.albumsBySlug.get("bright")!.items as ImageItem[];
    expect([sunset!.fileName, sunset!.gainMap, plain!.gainMap]).toEqual(["sunset.jpg", true, undefined]);

    const store = new DerivativeStore(dataDir);
    const made = await store.ensure(sunset!, 640, "jpg");
    const jpeg = await sharp(made).metadata();
    expect([jpeg.width, jpeg.height, jpeg.gainMap?.image.length]).toEqual([640, 427, expect.any(Number)]);
    // libultrahdr writes a bare EXIF block of its own: orientation and size, nothing of the phone's.
    const exif = await exifr.parse(made, { gps: true });
    expect([exif.Make, exif.Model, exif.latitude, exif.GPSLatitude]).toEqual([undefined, undefined, undefined, undefined]);
    // The map is resized with the picture (Ultra HDR maps are a quarter of it or the same size).
    const map = await sharp(jpeg.gainMap!.image).metadata();
    expect(map.width).toBeLessThanOrEqual(640);
    expect(map.width! / map.height!).toBeCloseTo(640 / 427, 1);
    for (const format of ["webp", "avif"] as const) {
      expect((await sharp(await store.ensure(sunset!, 640, format)).metadata()).width).toBe(640);
    }
    // A photo without one is made as always: progressive, no gain map, no GPS.
    const other = await sharp(await store.ensure(plain!, 640, "jpg")).metadata();
    expect([other.isProgressive, other.gainMap, other.exif]).toEqual([true, undefined, undefined]);
  });

  it("has derivatives of its own address: none made before the gain map was kept is served for them", async () => {
    const content = await tempDir();
    await makeUltraHdr(path.join(content, "Bright", "sunset.jpg"), 300, 200);
    const site = await buildSite(content, await SourceIndex.load(await tempDir()), { addresses });
    const sunset = site.albumsBySlug.get("bright")!.items[0] as ImageItem;
    expect(sunset.hash).not.toBe(contentHash(await readFile(sunset.file)));
  });
});
