import { createReadStream, type ReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { Readable } from "node:stream";
import { ZipFile } from "yazl";
import { mapWithConcurrency } from "../core/concurrency";

/** One original as the ZIP holds it: `name` is its path inside the archive. */
export type ZipEntry = { name: string; file: string; size: number; mtime: Date };

export type AlbumZip = {
  /** The archive, produced as the reader takes it: one original open at a time, no temporary file. */
  stream: Readable;
  /** The archive's exact length, known before a byte is sent because nothing is compressed. */
  size: Promise<number>;
  /** Stops reading: the open original is closed along with the archive. */
  destroy(): void;
};

/** Each original's size and time, read now: they fix the archive's length before it starts. */
export async function zipEntries(folder: string, files: { file: string; fileName: string }[]): Promise<ZipEntry[]> {
  return mapWithConcurrency(files, 16, async ({ file, fileName }) => {
    const stats = await stat(file);
    return { name: `${folder}/${fileName}`, file, size: stats.size, mtime: stats.mtime };
  });
}

/**
 * Photos are stored, not deflated: JPEGs do not shrink, and stored entries of known size give the
 * archive a known length (yazl's calculatedTotalSizeCallback), so the download shows its progress.
 */
export function albumZip(entries: ZipEntry[]): AlbumZip {
  const zip = new ZipFile();
  let reading: ReadStream | undefined;
  for (const entry of entries) {
    zip.addReadStreamLazy(entry.name, { size: entry.size, mtime: entry.mtime, mode: 0o100644, compress: false }, (done) => {
      reading = createReadStream(entry.file);
      done(null, reading);
    });
  }
  // yazl's output is a PassThrough; its types say only NodeJS.ReadableStream.
  const stream = zip.outputStream as Readable;
  // Its types name no argument, but yazl gives this callback the archive's length.
  const size = new Promise<number>((resolve) => zip.end(undefined, resolve as unknown as () => void));
  // A file changed or gone since it was measured: the archive cannot keep its length, so it stops.
  zip.on("error", (error: Error) => stream.destroy(error));
  return {
    stream,
    size,
    destroy() {
      reading?.destroy();
      stream.destroy();
    },
  };
}
