/**
 * An image's .xmp sidecar among its folder's files: `photo.jpg.xmp` (darktable, digiKam) if there
 * is one, else `photo.xmp` (Lightroom; a RAW and its JPEG share it), in either case of extension.
 */
export function xmpSidecarName(imageName: string, files: ReadonlySet<string>): string | undefined {
  const base = imageName.replace(/\.[^.]+$/, "");
  return [`${imageName}.xmp`, `${imageName}.XMP`, `${base}.xmp`, `${base}.XMP`].find((name) => files.has(name));
}
