import { buffer } from "node:stream/consumers";
import type { Readable } from "node:stream";
import { ZipFile } from "yazl";
import { zipEntryNames } from "./zip-entry-names";

/** Small files made in memory (sidecars) as one deflated ZIP, their names made safe and unique (zip-entry-names.ts). */
export function bufferZip(files: readonly { name: string; text: string }[], mtime: Date): Promise<Buffer> {
  const zip = new ZipFile();
  const names = zipEntryNames(files.map((file) => file.name));
  files.forEach((file, i) => zip.addBuffer(Buffer.from(file.text, "utf8"), names[i]!, { mtime, mode: 0o100644 }));
  zip.end();
  // yazl's output is a PassThrough; its types say only NodeJS.ReadableStream.
  return buffer(zip.outputStream as Readable);
}
