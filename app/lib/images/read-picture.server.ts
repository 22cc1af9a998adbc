import { VitrineError } from "../core/errors";
import type { PictureReaders } from "./picture-readers.server";
import { probeImage, type ImageFacts } from "./probe.server";
import sharp from "./sharp.server";
import { isRawFile } from "./source-kind";

/** ISO BMFF ("....ftyp"): HEIF, AVIF, and video containers; sharp says which. */
const isIsoBmff = (bytes: Buffer) => bytes.toString("latin1", 4, 8) === "ftyp";

/**
 * A source file read: its facts, and the stand-in JPEG to keep when sharp cannot decode the file
 * itself. A RAW (by its name) by its embedded preview; an HEVC HEIF (by its content, whatever its
 * name: an iPhone's export may be called .jpg) by heif-convert when sharp lacks HEVC; anything else
 * by sharp, which refuses what is no picture (a text file called .heic).
 */
export async function readPicture(file: string, bytes: Buffer, readers: PictureReaders): Promise<{ facts: ImageFacts; standIn?: Buffer }> {
  if (isRawFile(file)) {
    const preview = await readers.raw.preview(file);
    try {
      return { facts: await probeImage(preview), standIn: preview };
    } catch (error) {
      throw new VitrineError("RAW_PREVIEW_UNREADABLE", `its embedded preview does not decode: ${(error as Error).message.split("\n")[0]}`);
    }
  }
  if (isIsoBmff(bytes) && readers.heif.needsConverter) {
    const metadata = await sharp(bytes).metadata();
    if (metadata.format === "heif" && metadata.compression === "hevc") {
      const decoded = await readers.heif.decode(file);
      return { facts: await probeImage(decoded, { xmp: metadata.xmpAsString }), standIn: decoded };
    }
  }
  return { facts: await probeImage(bytes) };
}
