import { Readable } from "node:stream";
import type { AlbumZip } from "./album-zip.server";

/**
 * An archive as a resource route's body, read as the answer's writer takes it (the page handler
 * waits for a slow reader). A download stopped part-way cancels the body, which ends the archive:
 * the original it was reading is closed with it, not left open until the process ends.
 */
export function zipBody(zip: AlbumZip): ReadableStream<Uint8Array> {
  zip.stream.once("close", () => zip.destroy());
  return Readable.toWeb(zip.stream) as ReadableStream<Uint8Array>;
}
