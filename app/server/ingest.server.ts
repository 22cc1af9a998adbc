import { readFile } from "node:fs/promises";
import { defaultConcurrency, mapWithConcurrency } from "../lib/core/concurrency";
import type { Picture, Site } from "../lib/content/site-types";
import type { DerivativeStore } from "../lib/images/derivative-store.server";
import type { SourceIndex } from "../lib/images/source-index.server";

export type IngestReport = { pictures: number; derivedNow: number; encoded: number; failed: { file: string; error: string }[] };

/**
 * Makes every missing derivative of every picture in the site. Pictures the index already marks
 * as derived are skipped without touching the disk, so a no-op run costs nothing beyond the build.
 */
export async function deriveSite(
  site: Site,
  index: SourceIndex,
  store: DerivativeStore,
  options: { concurrency?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<IngestReport> {
  const pictures = [...site.picturesByAddress.values()];
  const pending = pictures.filter((picture) => !index.isDerived(picture.file, picture.hash));
  const encodedBefore = store.encoded;
  const failed: IngestReport["failed"] = [];
  let done = 0;
  options.onProgress?.(0, pending.length);
  await mapWithConcurrency(pending, options.concurrency ?? defaultConcurrency, async (picture: Picture) => {
    try {
      await store.ensureAll(picture, await readFile(picture.pixels ?? picture.file));
      index.markDerived(picture.file, picture.hash);
    } catch (error) {
      failed.push({ file: picture.file, error: (error as Error).message });
    }
    options.onProgress?.(++done, pending.length);
  });
  await index.save();
  return { pictures: pictures.length, derivedNow: pending.length - failed.length, encoded: store.encoded - encodedBefore, failed };
}
