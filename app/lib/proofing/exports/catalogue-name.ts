/**
 * The name a picture has in the photographer's catalogue, without its extension: what they paste
 * into Lightroom or Capture One, and what a sidecar is named after. The published JPEG is often
 * not that file: originalName is the RAW it was developed from or its name before an import renamed
 * it (read-xmp.ts reads them in that order, then darktable's DerivedFrom); without one, the
 * published file is the catalogue's own.
 */
export function catalogueName(item: { fileName: string; details: { originalName?: string } }): string {
  const name = item.details.originalName ?? item.fileName;
  const dot = name.lastIndexOf(".");
  // A name that is only an extension (".CR2") or has none is kept whole: never an empty name.
  return dot > 0 ? name.slice(0, dot) : name;
}
