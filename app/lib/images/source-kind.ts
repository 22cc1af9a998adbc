/**
 * Which files are pictures, by name: pure, no I/O. A RAW is read by its embedded preview JPEG
 * (raw-preview.server.ts); every other picture by sharp, or, for HEVC-in-HEIF that sharp cannot
 * decode, by Debian's libheif tools (heif-reader.server.ts: told by the content, not the name).
 */
export const heifExtensions = [".heic", ".heif"];
/** The RAW formats whose full-size embedded preview is shown (Canon, Nikon, Sony, Fujifilm, Olympus, Adobe). */
export const rawExtensions = [".cr2", ".cr3", ".nef", ".arw", ".raf", ".orf", ".dng"];
/** What a RAW's twin may be: the camera's own JPEG beside it. */
export const jpegExtensions = [".jpg", ".jpeg"];

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot < 0 ? "" : fileName.slice(dot).toLowerCase();
}

export function isRawFile(fileName: string): boolean {
  return rawExtensions.includes(extensionOf(fileName));
}
