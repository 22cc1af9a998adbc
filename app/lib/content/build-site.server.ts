import path from "node:path";
import { defaultConcurrency, mapWithConcurrency } from "../core/concurrency";
import { VitrineError } from "../core/errors";
import { catalogueFor } from "../i18n/catalogues";
import { createPictureReaders, type PictureReaders } from "../images/picture-readers.server";
import { probeSource } from "../images/prober.server";
import { probeXmpSidecar } from "../images/xmp-sidecar.server";
import type { SourceIndex } from "../images/source-index.server";
import type { FfmpegTools } from "../videos/ffmpeg-tools.server";
import { keepOnlyVideoFiles } from "../videos/keep-only-video-files.server";
import { isVideoFile } from "../videos/is-video-file";
import { probeVideoSource, type VideoProbe } from "../videos/video-prober.server";
import { addressPictures, type PictureAddresser } from "./address-pictures";
import { planAlbums } from "./album-plan";
import { albumFolders, readAlbumFiles } from "./album-plan.server";
import type { BuildProgress } from "./build-progress";
import { buildAlbum, type BuildContext } from "./build-album.server";
import { formatProblem, type Problem } from "./problems";
import { readYaml } from "./read-yaml.server";
import { pictureFiles } from "./raw-pairs";
import { scanFolder } from "./scan.server";
import { siteConfigSchema, type SiteConfig } from "./schemas";
import { siteMaps } from "./site-maps";
import { xmpSidecarName } from "./xmp-sidecar-name";
import type { Album, Site } from "./site-types";

const configFileName = "vitrine.config.yml";

/** Reads vitrine.config.yml; an invalid one stops start-up with the file, the field and the reason. */
export async function loadSiteConfig(contentDir: string): Promise<SiteConfig> {
  const problems: Problem[] = [];
  const config = await readYaml(path.join(contentDir, configFileName), siteConfigSchema, "CONFIG_INVALID", problems);
  if (problems.length > 0) throw new VitrineError("CONFIG_INVALID", problems.map(formatProblem).join("\n"));
  return config ?? siteConfigSchema.parse({});
}

export type BuildOptions = {
  /** Gives each picture its address (picture-address-key.server.ts: keyed with the server secret). */
  addresses: PictureAddresser;
  /** Counts the pictures found and probed. */
  progress?: BuildProgress;
  /** Told of each folder before the scan reads it. */
  beforeRead?: (dir: string) => void;
  /** What reads HEIC and RAW files (made once a start by the runtime); one of its own, in DATA_DIR's cache, without. */
  readers?: PictureReaders;
  /** ffmpeg as found, and where what is made of videos lives (DATA_DIR); without it, videos are listed by name alone. */
  videos?: { tools: Promise<FfmpegTools>; dataDir: string };
};

/**
 * Scans the content folder into the site model; bad files become problems, never failures. The
 * index is awaited only after the scan, so a first start knows how many pictures there are while a
 * big index is still being read.
 */
export async function buildSite(contentDir: string, sourceIndex: SourceIndex | Promise<SourceIndex>, options: BuildOptions): Promise<Site> {
  const { progress } = options;
  const config = await loadSiteConfig(contentDir);
  const root = await scanFolder(contentDir, options.beforeRead);
  const sources = albumFolders(root.children).flatMap((folder) => {
    const files = new Set(folder.files);
    return pictureFiles(folder.files).map(({ fileName, raws }) => {
      const sidecar = xmpSidecarName(fileName, files, raws);
      return { file: path.join(folder.dir, fileName), xmp: sidecar && path.join(folder.dir, sidecar) };
    });
  });
  const imagePaths = sources.map(({ file }) => file);
  const videoPaths = albumFolders(root.children).flatMap((folder) => folder.files.filter(isVideoFile).map((fileName) => path.join(folder.dir, fileName)));
  if (progress) Object.assign(progress, { total: imagePaths.length + videoPaths.length, videos: videoPaths.length });
  const index = await sourceIndex;
  const readers = options.readers ?? (await createPictureReaders(index.dataDir));
  const probes = await mapWithConcurrency(sources, defaultConcurrency, async ({ file, xmp }) => {
    const probe = await probeSource(file, index, readers);
    const sidecar = xmp === undefined ? undefined : { file: xmp, entry: await probeXmpSidecar(xmp, index) };
    if (progress) progress.probed++;
    return { probe, sidecar };
  });
  const videoProbes = await probeVideos(videoPaths, index, options);
  index.retain(
    [...imagePaths, ...videoPaths],
    sources.flatMap(({ xmp }) => (xmp ? [xmp] : [])),
  );
  await index.save();
  await readers.standIns.keepOnly(new Set(probes.flatMap(({ probe }) => (probe.ok && probe.pixels ? [probe.hash] : []))));
  // Without ffmpeg no video was read: what was made of them stays for when it is back.
  if (options.videos && (await options.videos.tools).available) await keepOnlyVideoFiles(options.videos.dataDir, index.hashesOf(videoPaths));
  // A reader made for this build alone (no runtime's) stops its ExifTool with the build.
  if (!options.readers) await readers.raw.end();

  const problems: Problem[] = [];
  const reads = await readAlbumFiles(root.children, problems);
  const planned = planAlbums(root.children, reads, contentDir);
  problems.push(...planned.problems);
  const context: BuildContext = {
    contentDir,
    probes: new Map(imagePaths.map((filePath, i) => [filePath, probes[i]!.probe])),
    videos: videoProbes,
    xmpSidecars: new Map(imagePaths.flatMap((filePath, i) => (probes[i]!.sidecar ? [[filePath, probes[i]!.sidecar!] as const] : []))),
    people: config.people.enabled,
    problems,
    reads,
    plans: planned.plans,
    keepMetadata: !config.images.stripMetadata,
    showDetails: config.viewer.details,
    originals: config.downloads.originals,
  };
  for (const folder of albumFolders([root])) {
    for (const link of folder.links) {
      context.problems.push({ code: "CONTENT_LINK_IGNORED", path: path.join(folder.dir, link), message: "symbolic links are not followed" });
    }
  }
  const albums = sortAlbums(await Promise.all(root.children.map((folder) => buildAlbum(folder, undefined, context))));
  addressPictures(albums, options.addresses);

  const site: Site = {
    config,
    contentDir,
    albums,
    ...siteMaps(albums, contentDir),
    problems: context.problems,
    builtAt: Date.now(),
    assetBase: "",
  };
  if (config.homeAlbum && !site.albumsBySlug.has(config.homeAlbum)) {
    // Not fatal: the home page lists the albums instead, as if no home album were set.
    site.problems.push({
      code: "HOME_ALBUM_NOT_FOUND",
      path: path.join(contentDir, configFileName),
      field: "homeAlbum",
      message: `no album has the slug "${config.homeAlbum}": the home page lists the albums`,
    });
  }
  if (!catalogueFor(config.language)) {
    site.problems.push({
      code: "LANGUAGE_NOT_SHIPPED",
      path: path.join(contentDir, configFileName),
      field: "language",
      message: `Vitrine has no catalogue for "${config.language}": visitors read English where labels: does not say otherwise`,
    });
  }
  return site;
}

/** Every video read through the source index (one at a time per core, as pictures are), or listed by name without ffmpeg. */
async function probeVideos(files: string[], index: SourceIndex, { videos, progress }: BuildOptions): Promise<Map<string, VideoProbe>> {
  if (files.length === 0 || !videos) return new Map();
  const tools = await videos.tools;
  const probes = await mapWithConcurrency(files, defaultConcurrency, async (file) => {
    const probe = await probeVideoSource(file, index, tools, videos.dataDir);
    if (progress) progress.probed++;
    return probe;
  });
  return new Map(files.map((file, i) => [file, probes[i]!]));
}

/** album.yml `order` first (ascending), then title; applied at every level. */
function sortAlbums(albums: Album[]): Album[] {
  albums.sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity) || a.title.localeCompare(b.title));
  for (const album of albums) sortAlbums(album.children);
  return albums;
}
