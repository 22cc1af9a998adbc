import { execFile } from "node:child_process";
import { rm } from "node:fs/promises";
import { promisify } from "node:util";
import { makeJpeg } from "./fixtures";

/**
 * An HEVC HEIC as a phone makes one, by Debian's heif-enc (libheif-examples, with x265 built into
 * bookworm's libheif1): from a JPEG made by sharp with the camera's EXIF, which heif-enc carries
 * over.
 */
export async function makeHeic(file: string, options: Parameters<typeof makeJpeg>[1]): Promise<void> {
  const source = `${file}.source.jpg`;
  await makeJpeg(source, options);
  try {
    await promisify(execFile)("heif-enc", ["-q", "60", "-o", file, source]);
  } finally {
    await rm(source, { force: true });
  }
}
