import { copyFile, link, mkdir, mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { z } from "zod/v4";
import { albumSlugs } from "../../app/lib/content/album-slugs";
import type { FolderScan } from "../../app/lib/content/scan.server";
import { mapWithConcurrency } from "../../app/lib/core/concurrency";

const shapeSchema = z.object({ years: z.number().int().min(1), months: z.number().int().min(1).max(12), shoots: z.number().int().min(1) });
export type LibraryShape = z.infer<typeof shapeSchema>;

/** One album of the library: its slug as the server assigns it, and its folder (relative to the content folder in library.json). */
const albumSchema = z.object({ slug: z.string(), dir: z.string() });
export type LibraryAlbum = z.infer<typeof albumSchema>;

/** What library.json records beside the content, so a later run reuses the folder without walking it. */
const recordSchema = z.object({
  albums: z.number().int(),
  pictures: z.number().int(),
  shape: shapeSchema,
  /** The first year, its first month and that month's first shoot (a leaf album). */
  year: albumSchema,
  month: albumSchema,
  shoot: albumSchema,
});

export type AlbumLibrary = z.infer<typeof recordSchema> & { content: string };

const monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const subjects = ["Harbour", "Market", "Ridge walk", "Old town", "Station", "Garden", "Lighthouse", "Forest", "Bridge", "Rooftops", "Beach", "Canal"];
const picturesPerShoot = 2;
/** Distinct pictures made once and linked into every shoot in turn: making 10,000 would take longer than the rest. */
const paletteSize = 12;
const maxShoots = 5;
/** The newest year: fixed, so a library is the same whenever it is made. */
const lastYear = 2025;
/** Bumped when the layout changes, so an old cached library is not reused. */
const layoutVersion = 1;

const albumsOf = ({ years, months, shoots }: LibraryShape) => years * (1 + months + months * shoots);

/**
 * The smallest library of at least `size` albums (years, months and shoots all count): as many years
 * as 12 months of 5 shoots need, then the months and shoots that come closest; 10 is 1 × 3 × 2,
 * 1,460 is 20 × 12 × 5.
 */
export function libraryShape(size: number): LibraryShape {
  const years = Math.max(1, Math.ceil(size / albumsOf({ years: 1, months: 12, shoots: maxShoots })));
  let best: LibraryShape | undefined;
  for (let months = 12; months >= 1; months--) {
    for (let shoots = 1; shoots <= maxShoots; shoots++) {
      const shape = { years, months, shoots };
      if (albumsOf(shape) >= size && (!best || albumsOf(shape) < albumsOf(best))) best = shape;
    }
  }
  return best ?? { years, months: 12, shoots: maxShoots };
}

type Folder = { relative: string; title: string; pictures: number[]; children: Folder[] };

/** The library's folders as a tree, names as an owner gives them (so months and shoots repeat across years, as their slugs must cope with). */
function plan(shape: LibraryShape): Folder[] {
  let shootNumber = 0;
  return Array.from({ length: shape.years }, (_, y) => {
    const year = String(lastYear - shape.years + 1 + y);
    const months = Array.from({ length: shape.months }, (_, m) => {
      const monthDir = path.join(year, `${String(m + 1).padStart(2, "0")} ${monthNames[m]}`);
      const shoots = Array.from({ length: shape.shoots }, (_, s) => {
        const n = shootNumber++;
        const day = 1 + s * 5;
        const subject = subjects[n % subjects.length]!;
        const pictures = Array.from({ length: picturesPerShoot }, (_, p) => (n * picturesPerShoot + p) % paletteSize);
        const relative = path.join(monthDir, `${String(day).padStart(2, "0")} ${subject}`);
        return { relative, title: `${subject}, ${day} ${monthNames[m]} ${year}`, pictures, children: [] };
      });
      return { relative: monthDir, title: `${monthNames[m]} ${year}`, pictures: [], children: shoots };
    });
    return { relative: year, title: year, pictures: [], children: months };
  });
}

/** Small real JPEGs, each its own colour (hues around the wheel). */
async function writePalette(dir: string): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  return Promise.all(
    Array.from({ length: paletteSize }, async (_, i) => {
      const file = path.join(dir, `colour-${i}.jpg`);
      const hue = (i * 360) / paletteSize;
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48"><rect width="100%" height="100%" fill="hsl(${hue} 55% 50%)"/></svg>`;
      await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toFile(file);
      return file;
    }),
  );
}

const flatten = (folders: Folder[]): Folder[] => folders.flatMap((folder) => [folder, ...flatten(folder.children)]);

/** A hard link where the file system allows one (the palette is beside the content), a copy otherwise. */
const linkOrCopy = (from: string, to: string) => link(from, to).catch(() => copyFile(from, to));

async function generate(root: string, shape: LibraryShape): Promise<z.infer<typeof recordSchema>> {
  const content = path.join(root, "content");
  const palette = await writePalette(path.join(root, "palette"));
  const tree = plan(shape);
  const folders = flatten(tree);
  await mkdir(content, { recursive: true });
  await writeFile(path.join(content, "vitrine.config.yml"), `title: ${JSON.stringify(`${folders.length} albums`)}\n`);
  // Parents first (the plan lists each folder before its children), then each folder's files.
  for (const folder of folders) await mkdir(path.join(content, folder.relative));
  await mapWithConcurrency(folders, 16, async (folder) => {
    const dir = path.join(content, folder.relative);
    // JSON is YAML: "2019" stays a string, as album.yml's title must be.
    await writeFile(path.join(dir, "album.yml"), `title: ${JSON.stringify(folder.title)}\n`);
    for (const [i, colour] of folder.pictures.entries()) await linkOrCopy(palette[colour]!, path.join(dir, `DSC_${String(i + 1).padStart(4, "0")}.jpg`));
  });
  // The server's own slugs, from the same tree its scan would find.
  const scans = (list: Folder[]): FolderScan[] =>
    list.map((folder) => ({
      dir: path.join(content, folder.relative),
      name: path.basename(folder.relative),
      files: [],
      links: [],
      children: scans(folder.children),
    }));
  const slugs = albumSlugs(scans(tree));
  const album = (folder: Folder): LibraryAlbum => ({ slug: slugs.get(path.join(content, folder.relative))!, dir: folder.relative });
  const year = tree[0]!;
  const month = year.children[0]!;
  return {
    albums: folders.length,
    pictures: folders.reduce((sum, folder) => sum + folder.pictures.length, 0),
    shape,
    year: album(year),
    month: album(month),
    shoot: album(month.children[0]!),
  };
}

/**
 * A content folder of at least `size` albums (libraryShape), each shoot holding two pictures and
 * every folder an album.yml title. Made once per size under the temp folder and reused after, so it
 * is shared: copy it before changing anything in it. Paths returned are absolute.
 */
export async function albumLibrary(size: number): Promise<AlbumLibrary> {
  const root = path.join(os.tmpdir(), `vitrine-album-library-v${layoutVersion}-${size}`);
  const read = async () => {
    const record = recordSchema.parse(JSON.parse(await readFile(path.join(root, "library.json"), "utf8")));
    const content = path.join(root, "content");
    const absolute = (album: LibraryAlbum) => ({ ...album, dir: path.join(content, album.dir) });
    return { ...record, content, year: absolute(record.year), month: absolute(record.month), shoot: absolute(record.shoot) };
  };
  const cached = await read().catch(() => undefined);
  if (cached) return cached;
  // Made beside the cache and moved in whole: an interrupted run leaves no half library, and of two
  // runs making the same one at once, the second to finish keeps the first's.
  const staging = await mkdtemp(`${root}.partial-`);
  try {
    const record = await generate(staging, libraryShape(size));
    await writeFile(path.join(staging, "library.json"), JSON.stringify(record));
    const moved = await rename(staging, root).then(
      () => true,
      () => false,
    );
    // Not moved: another run's library is there, or a broken one, which is replaced.
    if (!moved && !(await read().catch(() => undefined))) {
      await rm(root, { recursive: true, force: true });
      await rename(staging, root);
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return read();
}
