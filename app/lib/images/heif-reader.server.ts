import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { logLine, VitrineError } from "../core/errors";
import { findOnPath, runTool } from "../core/run-tool.server";
import sharp from "./sharp.server";
import { uprightExif } from "./upright-exif";

/** What the owner reads in the log and on the tile when HEIC pictures cannot be decoded. */
export const heifMissingMessage = "HEIC needs libheif: apt-get install libheif-examples";

/** Debian's libheif-examples: libheif with libde265 (the HEVC decoder), from the system, never bundled. */
const converterName = "heif-convert";

/** A 12-megapixel HEIC takes about 1.4 s; a 100-megapixel one well under a minute. */
const decodeTimeoutMs = 60_000;
const maxStdoutBytes = 64 * 1024;
/** The decoded picture's JPEG: far over any camera's (a 100-megapixel one at quality 92 is some 40 MB). */
const maxDecodedBytes = 256 * 1024 * 1024;

/**
 * How HEVC-in-HEIF (an iPhone's HEIC) is decoded here: by sharp, when its libvips was built with an
 * HEVC decoder (sharp's own prebuilt one never is: patents; it lists ".heic" among its inputs
 * then), else by Debian's heif-convert on the PATH, else not at all.
 */
export type HeifSupport = { sharp: boolean; converter?: string };

export async function detectHeifSupport(searchPath?: string): Promise<HeifSupport> {
  const sharpReads = (sharp.format.heif.input.fileSuffix ?? []).includes(".heic");
  return { sharp: sharpReads, converter: sharpReads ? undefined : await findOnPath(converterName, searchPath) };
}

/**
 * Decodes HEVC HEIF pictures that sharp cannot, and says once per start (not per file, not per
 * build) that they cannot be decoded at all when heif-convert is missing.
 */
export class HeifReader {
  private told = false;

  constructor(
    readonly support: HeifSupport,
    private readonly warn: (line: string) => void = console.warn,
    private readonly timeoutMs = decodeTimeoutMs,
  ) {}

  /** Whether an HEVC HEIF must go through heif-convert rather than sharp. */
  get needsConverter(): boolean {
    return !this.support.sharp;
  }

  /** Whether a picture that failed for want of a decoder may be read now. */
  get decodes(): boolean {
    return this.support.sharp || this.support.converter !== undefined;
  }

  /** The first HEIC of a start that cannot be decoded says so in the log; the others do not. */
  tellMissing(file: string): void {
    if (this.told) return;
    this.told = true;
    this.warn(logLine("HEIF_DECODER_MISSING", file, `${heifMissingMessage}. Every HEIC picture shows as an error tile until then (said once a start)`));
  }

  /**
   * The picture as a JPEG (quality 92, its EXIF and colour profile kept), upright: heif-convert
   * applies the HEIF's rotation and mirroring, so the copied EXIF Orientation is set to 1. Written
   * into a private temporary folder, removed whatever happens.
   */
  async decode(file: string): Promise<Buffer> {
    const converter = this.support.converter;
    if (!converter) {
      this.tellMissing(file);
      throw new VitrineError("HEIF_DECODER_MISSING", heifMissingMessage);
    }
    const folder = await mkdtemp(path.join(os.tmpdir(), "vitrine-heif-"));
    try {
      const out = path.join(folder, "decoded.jpg");
      // "--" ends the options: no file name is ever read as one.
      await runTool(converter, ["--quiet", "-q", "92", "--", path.resolve(file), out], { timeoutMs: this.timeoutMs, maxStdoutBytes });
      const { size } = await stat(out);
      if (size > maxDecodedBytes) throw new Error(`heif-convert: the decoded picture is over ${maxDecodedBytes / 1024 / 1024} MB`);
      return uprightExif(await readFile(out));
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }
}
