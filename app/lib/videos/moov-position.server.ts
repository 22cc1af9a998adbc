import { open } from "node:fs/promises";
import type { MoovPosition } from "./video-facts";

/** A real file has a handful of top-level boxes; past this many, the walk gives up. */
const maxBoxes = 256;

/**
 * Whether an MP4 or QuickTime file's index (`moov`) comes before its media (`mdat`) or after, read
 * from the top-level box headers alone (16 bytes each, whatever the file's size). ffprobe does not
 * say; it is what decides whether playback can start on the first bytes. Undefined when the boxes
 * do not read as ISO BMFF.
 */
export async function moovPosition(file: string): Promise<MoovPosition | undefined> {
  const handle = await open(file, "r");
  try {
    const { size: fileSize } = await handle.stat();
    const header = Buffer.alloc(16);
    let offset = 0;
    for (let boxes = 0; boxes < maxBoxes && offset + 8 <= fileSize; boxes++) {
      const { bytesRead } = await handle.read(header, 0, 16, offset);
      if (bytesRead < 8) return undefined;
      const type = header.toString("latin1", 4, 8);
      if (type === "moov") return "start";
      if (type === "mdat") return "end";
      const short = header.readUInt32BE(0);
      // 1: a 64-bit size follows the type; 0: the box runs to the end of the file.
      const size = short === 1 && bytesRead === 16 ? Number(header.readBigUInt64BE(8)) : short;
      if (size < 8) return undefined;
      offset += size;
    }
    return undefined;
  } finally {
    await handle.close();
  }
}
