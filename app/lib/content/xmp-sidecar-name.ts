/**
 * An image's .xmp sidecar among its folder's files: `photo.jpg.xmp` (darktable, digiKam) if there
 * is one, else `photo.xmp` (Lightroom; a RAW and its JPEG share it), in either case of extension;
 * else, for the JPEG of a RAW+JPEG pair, the one darktable wrote for the RAW (`photo.CR3.xmp`).
 */
export function xmpSidecarName(imageName: string, files: ReadonlySet<string>, raws: readonly string[] = []): string | undefined {
  const base = imageName.replace(/\.[^.]+$/, "");
  const named = (name: string) => [`${name}.xmp`, `${name}.XMP`];
  return [...named(imageName), ...named(base), ...raws.flatMap(named)].find((name) => files.has(name));
}
