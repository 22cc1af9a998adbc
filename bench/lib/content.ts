import { cp, mkdir, rm } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { defaultConcurrency, mapWithConcurrency } from "../../app/lib/core/concurrency";
import { aspectRatios } from "../../app/lib/demo/catalogue";
import { ensureDemoContent } from "../../app/lib/demo/generate-demo.server";
import { seededRandom } from "../../app/lib/demo/random";

/** An album folder of `count` small pictures in the demo's aspect ratios, each one distinct (numbered from `first`, so albums can differ too). */
export async function writeBigAlbum(dir: string, count: number, longSide = 1200, first = 0): Promise<void> {
  await mkdir(dir, { recursive: true });
  await mapWithConcurrency(
    Array.from({ length: count }, (_, i) => first + i),
    defaultConcurrency,
    async (i) => {
      const random = seededRandom(31_000 + i);
      const ratio = aspectRatios[i % aspectRatios.length]!;
      const width = ratio >= 1 ? longSide : Math.round(longSide * ratio);
      const height = Math.round(width / ratio);
      const hue = random.int(0, 359);
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="hsl(${hue} 45% 45%)"/><circle cx="${random.int(0, width)}" cy="${random.int(0, height)}" r="${random.int(40, 300)}" fill="hsl(${(hue + 160) % 360} 60% 70%)"/></svg>`;
      await sharp(Buffer.from(svg))
        .jpeg({ quality: 80 })
        .toFile(path.join(dir, `item-${String(i + 1).padStart(4, "0")}.jpg`));
    },
  );
}

/** The demo plus a 500-item album, in a fresh folder under root: the site the page benches browse. */
export async function prepareBenchSite(root: string): Promise<string> {
  await rm(root, { recursive: true, force: true });
  const content = path.join(root, "content");
  await ensureDemoContent(path.join(root, "demo"));
  await cp(path.join(root, "demo"), content, { recursive: true });
  await writeBigAlbum(path.join(content, "Five Hundred"), 500);
  return content;
}
