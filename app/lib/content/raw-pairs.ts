import { isImageFile } from "../images/plan";
import { extensionOf, isRawFile, jpegExtensions } from "../images/source-kind";

/** One picture of an album folder, and the RAW files it stands for (a camera's RAW+JPEG pair). */
export type PictureFile = { fileName: string; raws: string[] };

const baseOf = (fileName: string) => fileName.slice(0, fileName.length - extensionOf(fileName).length).toLowerCase();
const isJpeg = (fileName: string) => jpegExtensions.includes(extensionOf(fileName));

/**
 * A folder's pictures, in the folder's order. A RAW beside a JPEG of the same base name (compared
 * without case: cameras write IMG_1234.CR3 and IMG_1234.JPG, exports img_1234.jpg) is no item of
 * its own but is named by the JPEG's details; a RAW alone is a picture by its embedded preview. Of
 * two JPEGs with one base name (IMG_1.jpg, IMG_1.JPEG), the first is the twin.
 */
export function pictureFiles(fileNames: readonly string[]): PictureFile[] {
  const images = fileNames.filter(isImageFile);
  const twinOf = new Map<string, string>();
  for (const fileName of images) if (isJpeg(fileName) && !twinOf.has(baseOf(fileName))) twinOf.set(baseOf(fileName), fileName);
  const rawsOf = new Map<string, string[]>();
  for (const fileName of images) {
    const twin = isRawFile(fileName) ? twinOf.get(baseOf(fileName)) : undefined;
    if (twin) rawsOf.set(twin, [...(rawsOf.get(twin) ?? []), fileName]);
  }
  return images.flatMap((fileName) => (isRawFile(fileName) && twinOf.has(baseOf(fileName)) ? [] : [{ fileName, raws: rawsOf.get(fileName) ?? [] }]));
}
