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

export type EncodeOptions = { keepMetadata: boolean };

/** One resize + encode; EXIF orientation applied, metadata (GPS included) dropped unless kept. */
export function encodeDerivative(
  source: Buffer | string,
  width: number,
  format: DerivativeFormat,
  options: EncodeOptions = { keepMetadata: false },
): Promise<Buffer> {
  let image = sharp(source, { failOn: "error" }).rotate().resize({ width, withoutEnlargement: true });
  if (options.keepMetadata) image = image.keepMetadata();
  return encoders[format](image).toBuffer();
}
