import { existsSync } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { slugify } from "../../app/lib/content/slug";
import { writeBigAlbum } from "./content";

export type LargeAlbum = { size: number; slug: string };

/** Small pictures: generating and probing 10,000 of them takes a minute or two, not an hour. */
const longSide = 320;

/**
 * One album of each size in `content` ("Album 1000", slug album-1000), made by the generator the
 * other benches use and kept between runs: an album is written only if it is missing. The album
 * of n pictures holds the generator's pictures n to 2n-1, so the default sizes share none.
 */
export async function prepareLargeAlbums(content: string, sizes: number[]): Promise<LargeAlbum[]> {
  const staging = `${content}.partial`;
  for (const size of sizes) {
    const name = `Album ${size}`;
    if (existsSync(path.join(content, name))) continue;
    // Written beside the folder and moved in whole, so an interrupted run leaves no half album.
    await rm(path.join(staging, name), { recursive: true, force: true });
    const started = performance.now();
    await writeBigAlbum(path.join(staging, name), size, longSide, size);
    await mkdir(content, { recursive: true });
    await rename(path.join(staging, name), path.join(content, name));
    console.log(`generated ${name}: ${size} pictures of ${longSide} px in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return sizes.map((size) => ({ size, slug: slugify(`Album ${size}`) }));
}
