/** EXIF's Orientation tag, in IFD0. */
const orientationTag = 0x0112;

/**
 * The JPEG with its EXIF Orientation set to 1 (upright), the rest of its bytes untouched: for
 * pixels already turned. libheif applies a HEIF's own rotation and mirroring (its irot and imir
 * boxes, which the HEIF standard makes the authority) as it decodes, while heif-convert copies the
 * EXIF, whose tag (an iPhone writes 6 beside its irot) would turn the picture a second time. Pure;
 * a JPEG already upright, without the tag, or one it cannot walk, is returned as it is.
 */
export function uprightExif(jpeg: Buffer): Buffer {
  let at = 2;
  while (jpeg[0] === 0xff && jpeg[1] === 0xd8 && at + 4 <= jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1]!;
    // Scan data follows a start of scan: no metadata segment comes after it.
    if (marker === 0xda) break;
    const length = jpeg.readUInt16BE(at + 2);
    if (marker === 0xe1 && jpeg.toString("latin1", at + 4, at + 10) === "Exif\0\0") return withOrientation(jpeg, at + 10, at + 2 + length);
    at += 2 + length;
  }
  return jpeg;
}

/** Sets IFD0's Orientation in the TIFF structure at `tiff` (ending at `end`), in a copy. */
function withOrientation(jpeg: Buffer, tiff: number, end: number): Buffer {
  if (end > jpeg.length || tiff + 8 > end) return jpeg;
  const order = jpeg.toString("latin1", tiff, tiff + 2);
  if (order !== "II" && order !== "MM") return jpeg;
  const little = order === "II";
  const u16 = (at: number) => (little ? jpeg.readUInt16LE(at) : jpeg.readUInt16BE(at));
  const ifd = tiff + (little ? jpeg.readUInt32LE(tiff + 4) : jpeg.readUInt32BE(tiff + 4));
  if (ifd + 2 > end) return jpeg;
  const count = u16(ifd);
  for (let entry = ifd + 2; entry + 12 <= end && entry < ifd + 2 + count * 12; entry += 12) {
    // A SHORT (type 3) held in the entry itself.
    if (u16(entry) !== orientationTag || u16(entry + 2) !== 3) continue;
    if (u16(entry + 8) === 1) return jpeg;
    const copy = Buffer.from(jpeg);
    if (little) copy.writeUInt16LE(1, entry + 8);
    else copy.writeUInt16BE(1, entry + 8);
    return copy;
  }
  return jpeg;
}
