import sharp, { type Sharp } from "./sharp.server";
import type { DerivativeFormat } from "./plan";

/**
 * Encoder settings. AVIF effort 2: at sharp's default of 4 a 2560 px AVIF takes many seconds,
 * too slow for on-demand generation; 2 keeps nearly all of the size benefit.
 */
const encoders: Record<DerivativeFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 52, effort: 2 }),
  webp: (image) => image.webp({ quality: 78 }),
  jpg: (image) => image.jpeg({ quality: 80, progressive: true }),
};

/** `gainMap`: the source is an Ultra HDR JPEG, whose gain map its JPEG derivatives keep. */
export type EncodeOptions = { keepMetadata: boolean; gainMap?: boolean };

/**
 * One resize + encode; EXIF orientation applied, metadata (GPS included) dropped unless kept. An
 * Ultra HDR original's JPEGs keep its gain map, resized with it (sharp's keepGainMap: HDR screens
 * show them bright, others as the SDR picture; sharp then ignores the JPEG options but quality, so
 * these are not progressive); AVIF and WebP are its SDR picture, as before.
 */
export function encodeDerivative(
  source: Buffer | string,
  width: number,
  format: DerivativeFormat,
  options: EncodeOptions = { keepMetadata: false },
): Promise<Buffer> {
  let image = sharp(source, { failOn: "error" }).rotate().resize({ width, withoutEnlargement: true });
  if (options.keepMetadata) image = image.keepMetadata();
  if (options.gainMap && format === "jpg") image = image.keepGainMap();
  return encoders[format](image).toBuffer();
}
