import { detectHeifSupport, HeifReader } from "./heif-reader.server";
import { RawPreviews } from "./raw-preview.server";
import { StandIns } from "./stand-ins.server";

/** What reads the pictures sharp cannot read itself, and where their decodable stand-ins are kept. */
export type PictureReaders = { heif: HeifReader; raw: RawPreviews; standIns: StandIns };

/**
 * Made once a start: whether HEIC decodes (sharp, else heif-convert on the PATH, else not: said once
 * in the log when the first HEIC is met), the RAW reader (started at the first RAW).
 */
export async function createPictureReaders(dataDir: string, options: { searchPath?: string; warn?: (line: string) => void } = {}): Promise<PictureReaders> {
  return { heif: new HeifReader(await detectHeifSupport(options.searchPath), options.warn), raw: new RawPreviews(), standIns: StandIns.in(dataDir) };
}
