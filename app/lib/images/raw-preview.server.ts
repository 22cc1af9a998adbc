import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { ExifTool } from "exiftool-vendored";
import { z } from "zod/v4";
import { VitrineError } from "../core/errors";
import { ToolStopped } from "../core/run-tool.server";

/**
 * The embedded JPEGs ExifTool names in RAW files, full-size first: JpgFromRaw (Nikon, Canon CR2,
 * Fujifilm), PreviewImage (DNG, Canon CR3, Sony, Olympus), OtherImage (some Pentax and Sony).
 * ThumbnailImage (160 px) is no preview, and is never shown.
 */
const previewTags = ["JpgFromRaw", "PreviewImage", "OtherImage"] as const;
/** Cameras' previews are 1 to 15 MB; anything larger is not a preview to decode at ingest. */
export const maxPreviewBytes = 64 * 1024 * 1024;
/** ExifTool answers a RAW in tens of milliseconds; one that takes this long is stopped (and tried once more). */
const taskTimeoutMs = 20_000;

/** ExifTool's answer for an embedded binary: its length, read before anything is extracted. */
const binaryField = z.object({ bytes: z.number().int().nonnegative() });

const fail = (message: string) => new VitrineError("RAW_PREVIEW_UNREADABLE", message);

/**
 * RAW files (.CR2 .CR3 .NEF .ARW .RAF .ORF .DNG) by their embedded full-size preview, read with
 * exiftool-vendored: ExifTool (Perl, run by the system's perl) knows where every maker hides it,
 * TIFF-based or not (CR3 is ISO BMFF, RAF its own). One ExifTool process, started at the first
 * RAW (nothing is loaded for a folder without any) and kept for the next; `end()` stops it.
 */
export class RawPreviews {
  private tool?: Promise<ExifTool>;

  private exiftool(): Promise<ExifTool> {
    this.tool ??= import("exiftool-vendored").then(({ ExifTool }) => new ExifTool({ maxProcs: 1, taskTimeoutMillis: taskTimeoutMs, taskRetries: 1 }));
    return this.tool;
  }

  /**
   * The largest embedded preview within the limit, as a JPEG carrying the RAW's EXIF, XMP and IPTC
   * (copied by ExifTool: camera, lens, exposure, date, orientation, keywords), so that it is probed,
   * turned and described like any JPEG. Extracted into a private temporary folder, removed after.
   */
  async preview(file: string): Promise<Buffer> {
    try {
      return await this.extract(path.resolve(file));
    } catch (error) {
      // ExifTool's own refusals (a file it cannot parse, a preview it cannot write into) name the file too.
      if (error instanceof VitrineError) throw error;
      const said = `ExifTool: ${(error as Error).message.split("\n")[0]}`;
      // batch-cluster's words for a task past its time or a perl that died or would not start: the machine's, not the file's.
      throw /^(timeout|proc\.\w+|startError):/.test((error as Error).message) ? new ToolStopped(said) : fail(said);
    }
  }

  private async extract(source: string): Promise<Buffer> {
    // ExifTool takes its arguments a line each: a name with a line break in it would be two.
    if (/[\u0000-\u001f]/.test(source)) throw fail("its name holds control characters");
    const exiftool = await this.exiftool();
    const tags: Record<string, unknown> = await exiftool.read(source, { readArgs: ["-fast", ...previewTags.map((tag) => `-${tag}`)] });
    const found = previewTags.flatMap((tag) => {
      const field = binaryField.safeParse(tags[tag]);
      return field.success && field.data.bytes > 0 ? [{ tag, bytes: field.data.bytes }] : [];
    });
    if (found.length === 0) throw fail("it holds no embedded preview JPEG");
    const chosen = found.filter(({ bytes }) => bytes <= maxPreviewBytes).sort((a, b) => b.bytes - a.bytes)[0];
    if (!chosen) throw fail(`its embedded preview is over ${maxPreviewBytes / 1024 / 1024} MB`);
    const folder = await mkdtemp(path.join(os.tmpdir(), "vitrine-raw-"));
    try {
      const out = path.join(folder, "preview.jpg");
      await exiftool.extractBinaryTag(chosen.tag, source, out);
      const { size } = await stat(out);
      if (size > maxPreviewBytes) throw fail(`its embedded preview is over ${maxPreviewBytes / 1024 / 1024} MB`);
      const head = await readFile(out).then((bytes) => bytes.subarray(0, 3));
      if (!head.equals(Buffer.from([0xff, 0xd8, 0xff]))) throw fail(`its ${chosen.tag} is not a JPEG`);
      try {
        await exiftool.write(out, {}, ["-tagsFromFile", source, "-exif:all", "-xmp:all", "-iptc:all", "-overwrite_original"]);
      } catch (error) {
        // ExifTool refuses to write into a damaged JPEG: the preview would not decode either.
        throw fail(`its ${chosen.tag} is a damaged JPEG (ExifTool: ${(error as Error).message.split(" - ")[0]})`);
      }
      return await readFile(out);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  async end(): Promise<void> {
    const tool = this.tool;
    this.tool = undefined;
    if (tool) await (await tool).end();
  }
}
