import { createHash } from "node:crypto";
import path from "node:path";
import { derivativeHash } from "../images/derivative-hash.server";
import type { ProbeResult } from "../images/prober.server";
import type { SidecarEntry } from "../images/source-index.server";
import type { VideoProbe } from "../videos/video-prober.server";
import type { AlbumPlan, AlbumRead } from "./album-plan";
import { folderVideoItems, inFileNameOrder, readFolderVideos } from "./folder-videos.server";
import { placeItems, vimeoId, youtubeId } from "./items";
import { photoMetadata } from "./photo-metadata";
import { problemsFromZod, type Problem } from "./problems";
import { pictureFiles, type PictureFile } from "./raw-pairs";
import { readYaml } from "./read-yaml.server";
import { sanitizeSlideHtml } from "./slide-html.server";
import { itemEntrySchema, itemsFileSchema, sidecarSchema, type ItemEntry } from "./schemas";
import type { Album, ErrorItem, ImageItem, Item, Picture } from "./site-types";
import { sortImages } from "./sort-images";
import type { FolderScan } from "./scan.server";
import { titleFromFileName } from "./slug";
import { videoItem, videoProblems } from "./video-item.server";

export type BuildContext = {
  contentDir: string;
  probes: Map<string, ProbeResult>;
  /** Each video's probe, by its path (video-prober.server.ts). */
  videos: Map<string, VideoProbe>;
  /** Each image's .xmp sidecar, by the image's path, as read (xmp-sidecar.server.ts). */
  xmpSidecars: Map<string, { file: string; entry: SidecarEntry }>;
  /** The site's `people.enabled`: names of the people shown go into the site only with it. */
  people: boolean;
  problems: Problem[];
  /** Each album folder's album.yml, read up front (album-plan.server.ts). */
  reads: ReadonlyMap<string, AlbumRead>;
  /** Each album folder's slug, key and access, decided up front (album-plan.ts). */
  plans: ReadonlyMap<string, AlbumPlan>;
  /** The owner's images.stripMetadata, inverted: part of every derivative's address. */
  keepMetadata: boolean;
  /** The site's `viewer.details`, which an album.yml may override. */
  showDetails: boolean;
  /** The site's `downloads.originals`, which an album.yml may override. */
  originals: boolean;
};

export async function buildAlbum(folder: FolderScan, parent: Album | undefined, context: BuildContext): Promise<Album> {
  const { problems } = context;
  // Only files the scan saw are opened: a rebuild with nothing changed tries no file that is not there.
  const present = new Set(folder.files);
  const meta = context.reads.get(folder.dir)?.meta ?? {};
  const plan = context.plans.get(folder.dir)!;
  const album: Album = {
    slug: plan.slug,
    key: plan.key,
    title: meta.title || titleFromFileName(folder.name),
    description: meta.description ?? "",
    order: meta.order,
    dir: folder.dir,
    parent,
    items: [],
    children: [],
    showDetails: meta.viewer?.details ?? context.showDetails,
    originals: meta.downloads?.originals ?? context.originals,
    access: plan.access,
    ...(meta.proofing ? { proofing: meta.proofing } : {}),
  };
  const entries = present.has("items.yml") ? await readItemEntries(folder.dir, problems) : [];
  const sidecars = await readFolderVideos(folder, new Set(entries.flatMap(({ entry }) => (entry.type === "video" ? [entry.file] : []))), problems);
  const posters = new Set(
    [...entries.map(({ entry }) => entry), ...sidecars.values()].flatMap((entry) => ("poster" in entry && entry.poster ? [entry.poster] : [])),
  );
  const images: (ImageItem | ErrorItem)[] = [];
  for (const picture of pictureFiles(folder.files).filter(({ fileName }) => !posters.has(fileName))) {
    images.push(await imageItem(folder.dir, picture, present.has(`${picture.fileName}.yml`), context));
  }
  const extras = entries.flatMap(({ entry, index }) => {
    const item = extraItem(entry, `items.${index}`, folder, context);
    return item ? [{ item, position: entry.position }] : [];
  });
  const videos = folderVideoItems(folder, sidecars, {
    ...context,
    idOf: (file) => stableId(path.relative(context.contentDir, file)),
    posterOf: (fileName, sidecar) => posterNamed(folder, fileName, sidecar, "poster", context),
  });
  const files = inFileNameOrder([...images, ...videos.listed]);
  // minRating: the album shows its best photos only; an unrated or unreadable one is not among them (videos have no stars, and stay).
  const shown = meta.minRating
    ? files.filter((item) => item.type === "video" || (item.type === "image" && (item.details.rating ?? 0) >= meta.minRating!))
    : files;
  album.items = placeItems(sortImages(shown, meta.sort), [...extras, ...videos.placed]);
  album.children = await Promise.all(folder.children.map((child) => buildAlbum(child, album, context)));
  album.cover = chooseCover(album, meta.cover, context);
  return album;
}

function stableId(...parts: string[]): string {
  return createHash("sha1").update(parts.join("\u0000")).digest("hex").slice(0, 12);
}

function pictureOf(filePath: string, context: BuildContext): Picture | undefined {
  const probe = context.probes.get(filePath);
  if (!probe?.ok) return undefined;
  const { keepMetadata } = context;
  return {
    hash: derivativeHash(probe.hash, keepMetadata, probe.gainMap),
    // Known once every album is: buildSite gives it (address-pictures.ts).
    address: "",
    file: probe.file,
    ...(probe.pixels ? { pixels: probe.pixels } : {}),
    ...(probe.gainMap ? { gainMap: probe.gainMap } : {}),
    width: probe.width,
    height: probe.height,
    thumbhash: probe.thumbhash,
    keepMetadata,
  };
}

async function imageItem(dir: string, { fileName, raws }: PictureFile, hasSidecar: boolean, context: BuildContext): Promise<ImageItem | ErrorItem> {
  const filePath = path.join(dir, fileName);
  const id = stableId(path.relative(context.contentDir, filePath));
  const probe = context.probes.get(filePath);
  if (!probe?.ok) {
    const reason = probe?.error ?? "not probed";
    // A missing HEIC decoder is said once a start by the reader (heif-reader.server.ts), not once a file and build.
    if (probe?.code !== "HEIF_DECODER_MISSING") context.problems.push({ code: probe?.code ?? "IMAGE_UNREADABLE", path: filePath, message: reason });
    return { type: "error", id, fileName, title: titleFromFileName(fileName), message: "This image could not be displayed.", reason };
  }
  const yaml = (hasSidecar ? await readYaml(`${filePath}.yml`, sidecarSchema, "SIDECAR_INVALID", context.problems) : undefined) ?? {};
  const { fields, problems } = photoMetadata({ file: filePath, fileName, facts: probe, xmp: context.xmpSidecars.get(filePath), yaml, people: context.people });
  context.problems.push(...problems);
  const details = raws.length > 0 ? { ...fields.details, raw: raws.join(", ") } : fields.details;
  const item: ImageItem = { type: "image", id, fileName, ...pictureOf(filePath, context)!, ...fields, details, firstSeen: probe.firstSeen, bytes: probe.bytes };
  return item;
}

/** What tells an entry apart within its album, besides its type: its file, its URL, or (inline) its title. */
function entryKey(entry: ItemEntry): { name: "file" | "URL" | "title"; value: string } {
  return "file" in entry ? { name: "file", value: entry.file } : "url" in entry ? { name: "URL", value: entry.url } : { name: "title", value: entry.title };
}

/**
 * The valid entries of an album's items.yml, each with its index in the file (for problem fields).
 * A repeated entry would get the same id as the first, so only the first is kept.
 */
async function readItemEntries(dir: string, problems: Problem[]): Promise<{ entry: ItemEntry; index: number }[]> {
  const filePath = path.join(dir, "items.yml");
  const file = await readYaml(filePath, itemsFileSchema, "ITEMS_INVALID", problems);
  const firstIndex = new Map<string, number>();
  return (file?.items ?? []).flatMap((raw, index) => {
    const parsed = itemEntrySchema.safeParse(raw);
    if (!parsed.success) {
      problems.push(...problemsFromZod("ITEMS_INVALID", filePath, parsed.error, `items.${index}`));
      return [];
    }
    const entry = parsed.data;
    const { name, value } = entryKey(entry);
    const key = `${entry.type}\u0000${value}`;
    const first = firstIndex.get(key);
    if (first !== undefined) {
      problems.push({
        code: "ITEMS_INVALID",
        path: filePath,
        field: `items.${index}`,
        message: `same ${entry.type} ${name} as items.${first}: only the first is kept`,
      });
      return [];
    }
    firstIndex.set(key, index);
    return [{ entry, index }];
  });
}

/** `field` is the entry's place in items.yml ("items.3"), so a problem names the line to fix. */
function extraItem(entry: ItemEntry, field: string, folder: FolderScan, context: BuildContext): Item | undefined {
  const relDir = path.relative(context.contentDir, folder.dir);
  const id = stableId(relDir, entry.type, entryKey(entry).value);
  const base = { id, title: entry.title, caption: entry.caption };
  const itemsFile = path.join(folder.dir, "items.yml");
  const missing = (fileName: string, key: "file" | "poster") => fileMissing(folder, fileName, itemsFile, `${field}.${key}`, context.problems);
  const poster = (name?: string) => (name ? posterNamed(folder, name, itemsFile, `${field}.poster`, context) : undefined);
  switch (entry.type) {
    case "video": {
      if (missing(entry.file, "file")) return undefined;
      const file = path.join(folder.dir, entry.file);
      const probe = context.videos.get(file);
      context.problems.push(...videoProblems(file, probe));
      // The entry's size and poster, else the file's.
      return videoItem(id, file, probe, { ...base, width: entry.width, height: entry.height, poster: poster(entry.poster) }, context.keepMetadata);
    }
    case "youtube":
    case "vimeo": {
      const videoId = entry.type === "youtube" ? youtubeId(entry.url) : vimeoId(entry.url);
      if (!videoId) return undefined;
      return { ...base, type: entry.type, videoId, url: entry.url, width: entry.width, height: entry.height, poster: poster(entry.poster) };
    }
    case "inline":
      return { ...base, type: "inline", html: sanitizeSlideHtml(entry.html) };
    case "ajax":
      // A missing file is reported but the item stays: the viewer shows its error slide.
      return { ...base, type: "ajax", file: missing(entry.file, "file") ? undefined : path.join(folder.dir, entry.file) };
  }
}

/** Whether a file an owner's file names is missing from the album: then a problem names where (`field` of `where`). */
function fileMissing(folder: FolderScan, fileName: string, where: string, field: string, problems: Problem[]): boolean {
  if (folder.files.includes(fileName)) return false;
  problems.push({ code: "ITEM_FILE_MISSING", path: where, field, message: `no file "${fileName}" in the album` });
  return true;
}

/** The picture a poster field names, if the album holds it. */
function posterNamed(folder: FolderScan, fileName: string, where: string, field: string, context: BuildContext): Picture | undefined {
  return fileMissing(folder, fileName, where, field, context.problems) ? undefined : pictureOf(path.join(folder.dir, fileName), context);
}

function chooseCover(album: Album, coverName: string | undefined, context: BuildContext): Picture | undefined {
  const pictures = album.items.filter((item): item is ImageItem => item.type === "image");
  if (coverName) {
    const named = pictures.find((item) => item.fileName === coverName);
    if (named) return named;
    context.problems.push({
      code: "ITEM_FILE_MISSING",
      path: path.join(album.dir, "album.yml"),
      field: "cover",
      message: `no image "${coverName}" in the album`,
    });
  }
  const posters = album.items.flatMap((item) => ("poster" in item && item.poster ? [item.poster] : []));
  // A sub-album's cover only from one as visible as this album: a public album never shows a private one's picture.
  return pictures[0] ?? posters[0] ?? album.children.find((child) => child.cover && child.access === album.access)?.cover;
}
