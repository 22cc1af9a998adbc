/** Which derivatives an image gets: pure planning, no I/O. */
import { extensionOf, heifExtensions, rawExtensions } from "./source-kind";

/** A RAW is a picture by its embedded preview, unless a JPEG twin stands in for it (raw-pairs.ts). */
export const imageExtensions = [".jpg", ".jpeg", ".png", ".webp", ".avif", ".gif", ".tif", ".tiff", ...heifExtensions, ...rawExtensions];

export const derivativeWidths = [320, 640, 960, 1280, 1920, 2560] as const;
const largestWidth = 2560;
export const derivativeFormats = ["avif", "webp", "jpg"] as const;
export type DerivativeFormat = (typeof derivativeFormats)[number];

/** Bumped whenever encoder settings change, so old derivatives are not served for new ones. */
export const pipelineVersion = "v1";

export const mimeTypes: Record<DerivativeFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
};

export function isImageFile(fileName: string): boolean {
  return imageExtensions.includes(extensionOf(fileName));
}

/** Responsive widths for an image of this width: never upscaled, the largest being the image itself. */
export function planWidths(sourceWidth: number): number[] {
  const widths: number[] = derivativeWidths.filter((width) => width < sourceWidth);
  const largest = Math.min(sourceWidth, largestWidth);
  if (!widths.includes(largest)) widths.push(largest);
  return widths;
}

export type PlannedDerivative = { width: number; format: DerivativeFormat };

export function planDerivatives(sourceWidth: number): PlannedDerivative[] {
  return planWidths(sourceWidth).flatMap((width) => derivativeFormats.map((format) => ({ width, format })));
}

/**
/**
 * The address of one derivative, from its picture's address (which changes with who may see the
 * picture, never with anything else): so browsers may keep it a year. `base` is where the visit's
 * pictures come from ("" for this server, or ASSET_BASE_URL: Site.assetBase).
 */
export function derivativePath(address: string, width: number, format: DerivativeFormat, base: string): string {
  return `${base}/img/${address}/${width}.${format}`;
}

/** Parses "/img/<address>/<width>.<format>" parts; undefined for anything else (path tricks included). */
export function parseDerivativeRequest(
  address: string | undefined,
  file: string | undefined,
): { address: string; width: number; format: DerivativeFormat } | undefined {
  if (!address || !file || !/^[a-f0-9]{24}$/.test(address)) return undefined;
  const match = /^([1-9][0-9]{1,4})\.(avif|webp|jpg)$/.exec(file);
  if (!match) return undefined;
  return { address, width: Number(match[1]), format: match[2] as DerivativeFormat };
}

export function srcset(address: string, sourceWidth: number, format: DerivativeFormat, base: string): string {
  return planWidths(sourceWidth)
    .map((width) => `${derivativePath(address, width, format, base)} ${width}w`)
    .join(", ");
}
