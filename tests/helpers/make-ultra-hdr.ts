import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

// sharp 0.35.5 has withGainMap() (since 0.35.0, experimental) but its typings leave it out.
declare module "sharp" {
  interface Sharp {
    /** HDR in, and for JPEG out a new ISO 21496-1 gain map attached. */
    withGainMap(): Sharp;
  }
}

/**
 * An Ultra HDR JPEG (an SDR picture with an ISO 21496-1 gain map), as sharp 0.35 writes one:
 * linear light past SDR white (a gradient up to 4× in red) given as scRGB, encoded with withGainMap();
 * then a phone's EXIF with a GPS position written beside the map (keepGainMap), which no derivative may carry.
 */
export async function makeUltraHdr(file: string, width: number, height: number): Promise<void> {
  const pixels = new Float32Array(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    pixels[i * 3] = ((i % width) / width) * 4;
    pixels[i * 3 + 1] = 0.5;
    pixels[i * 3 + 2] = 0.2;
  }
  const jpeg = await sharp(Buffer.from(pixels.buffer), { raw: { width, height, channels: 3 } })
    .toColourspace("scrgb")
    .withGainMap()
    .jpeg({ quality: 90 })
    .toBuffer();
  const withExif = await sharp(jpeg)
    .keepGainMap()
    .withExif({ IFD0: { Make: "Google", Model: "Pixel 8" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1" } })
    .jpeg({ quality: 90 })
    .toBuffer();
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, withExif);
}
