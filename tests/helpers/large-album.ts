import { existsSync } from "node:fs";
import { cp, mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { writeBigAlbum } from "../../bench/lib/content";
import { ensureDemoContent } from "../../app/lib/demo/generate-demo.server";

/** The slug of the generated long album. */
export const largeAlbumSlug = "many";

/**
 * The demo site plus one album of `count` small distinct pictures, made once under `root` and kept
 * (a finished folder is marked, so an interrupted run starts again rather than serve half an album).
 */
export async function ensureLargeAlbumSite(root: string, count: number): Promise<string> {
  const content = path.join(root, `content-${count}`);
  const done = path.join(root, `content-${count}.done`);
  if (existsSync(done)) return content;
  await rm(content, { recursive: true, force: true });
  await mkdir(root, { recursive: true });
  const demo = path.join(root, "demo");
  if ((await readdir(root)).includes("demo") === false) await ensureDemoContent(demo);
  await cp(demo, content, { recursive: true });
  await writeBigAlbum(path.join(content, "Many"), count, 96);
  await writeFile(done, "");
  return content;
}
