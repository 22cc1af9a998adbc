import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "../images/sharp.server";
import { stringify } from "yaml";
import { defaultConcurrency, mapWithConcurrency } from "../core/concurrency";
import { slugify } from "../content/slug";
import { xmpPacket } from "../images/xmp";
import { sceneSvg, type Scene } from "./art";
import { aspectRatios, demoAlbums, demoCaption, type DemoAlbum } from "./catalogue";
import { seededRandom } from "./random";
import { demoConfig, travelItems } from "./demo-site";

/** Bump to regenerate existing demo folders after the catalogue or the art changes. */
const demoVersion = "4";
const markerName = ".vitrine-demo";
const longSide = 1600;

type Render = { scene: Scene; seed: number; ratio: number; file: string; title: string; caption: string; embed: boolean };

/** Writes the built-in demo content into dir, unless this version is already there. */
export async function ensureDemoContent(dir: string): Promise<void> {
  const marker = path.join(dir, markerName);
  if (existsSync(marker) && (await readFile(marker, "utf8")) === demoVersion) return;
  const started = Date.now();
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, "vitrine.config.yml"), stringify(demoConfig));

  const renders: Render[] = [];
  for (const album of demoAlbums) await writeAlbum(dir, album, renders);
  await mapWithConcurrency(renders, defaultConcurrency, renderPicture);

  const assets = demoAssetsDir();
  const travel = path.join(dir, "Travel");
  await writeFile(path.join(travel, "items.yml"), stringify({ items: travelItems }));
  await copyFile(path.join(assets, "northern-drift.webm"), path.join(travel, "northern-drift.webm"));
  await copyFile(path.join(assets, "field-notes.html"), path.join(travel, "field-notes.html"));
  await mapWithConcurrency(
    travelItems.filter((item) => item.poster),
    defaultConcurrency,
    (item, i) =>
      renderPicture({
        scene: i === 0 ? "aurora" : "coast",
        seed: 900 + i,
        ratio: 16 / 9,
        file: path.join(travel, item.poster!),
        title: item.title,
        caption: "",
        embed: false,
      }),
  );
  // A deliberately broken image: a JPEG header followed by noise. The site must survive it.
  await writeFile(path.join(dir, "Abstract", "torn-print.jpg"), Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2048, 0x5a)]));

  const files = path.join(dir, "_files");
  await mkdir(files, { recursive: true });
  await copyFile(path.join(assets, "price-list.pdf"), path.join(files, "price-list.pdf"));
  await copyFile(path.join(assets, "exhibitions.csv"), path.join(files, "exhibitions.csv"));
  await writeFile(marker, demoVersion);
  console.log(`demo: generated ${renders.length} pictures in ${dir} (${Date.now() - started} ms)`);
}

async function writeAlbum(parentDir: string, album: DemoAlbum, renders: Render[], seedBase = album.order * 100): Promise<void> {
  const dir = path.join(parentDir, album.folder);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, "album.yml"), stringify({ title: album.title, description: album.description, order: album.order }));
  for (let i = 0; i < album.count; i++) {
    const title = album.names[i % album.names.length]!;
    const seed = seedBase + i;
    const file = path.join(dir, `${String(i + 1).padStart(2, "0")}-${slugify(title)}.jpg`);
    const caption = demoCaption(title, seed);
    renders.push({
      scene: album.scene ?? "landscape",
      seed,
      ratio: aspectRatios[seed % aspectRatios.length]!,
      file,
      title,
      caption,
      embed: album.captions === "embedded",
    });
    if (album.captions === "sidecar") {
      await writeFile(
        `${file}.yml`,
        stringify({ title, caption, alt: `${album.title}: ${title.toLowerCase()}`, tags: [album.title.toLowerCase(), album.scene ?? "photo"] }),
      );
    }
  }
  for (const child of album.children ?? []) await writeAlbum(dir, child, renders, seedBase * 10 + child.order * 50);
}

async function renderPicture(render: Render): Promise<void> {
  const width = render.ratio >= 1 ? Math.round(longSide * Math.min(render.ratio, 1.5)) : Math.round(longSide * render.ratio);
  const height = Math.round(width / render.ratio);
  const svg = sceneSvg(render.scene, seededRandom(render.seed), width, height);
  let image = sharp(Buffer.from(svg)).jpeg({ quality: 86 }).withExif(demoExif(render.seed));
  // Captions travel inside the file, as a camera or photo editor would write them.
  if (render.embed) image = image.withXmp(xmpPacket({ title: render.title, description: render.caption }));
  await image.toFile(render.file);
}

const demoLenses = [
  { lens: "Demo Optics 24-70mm F2.8", focal: [24, 35, 50, 70], apertures: ["28/10", "4/1", "56/10"] },
  { lens: "Demo Optics 85mm F1.8", focal: [85], apertures: ["18/10", "28/10"] },
  { lens: "Demo Optics 16mm F4", focal: [16], apertures: ["4/1", "8/1", "11/1"] },
];

/** A camera's story for each demo picture, so the viewer's details panel has something to tell. */
function demoExif(seed: number) {
  const { lens, focal, apertures } = demoLenses[seed % demoLenses.length]!;
  return {
    IFD0: { Make: "Vitrine", Model: "Demo Renderer" },
    IFD2: {
      LensModel: lens,
      FocalLength: `${focal[seed % focal.length]}/1`,
      FNumber: apertures[seed % apertures.length]!,
      ExposureTime: `1/${[60, 125, 250, 500, 1000][seed % 5]}`,
      ISOSpeedRatings: String([100, 200, 400, 800][seed % 4]),
      DateTimeOriginal: `${2019 + (seed % 6)}:06:${String(1 + (seed % 28)).padStart(2, "0")} ${String(6 + (seed % 12)).padStart(2, "0")}:${String(seed % 60).padStart(2, "0")}:00`,
      OffsetTimeOriginal: "+01:00",
    },
  };
}

/** The committed binary assets (video, PDF, CSV, ajax HTML), found from the source or the built server. */
function demoAssetsDir(): string {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const candidate = path.join(dir, "app", "lib", "demo", "assets");
    if (existsSync(candidate)) return candidate;
  }
  return path.resolve("app/lib/demo/assets");
}
