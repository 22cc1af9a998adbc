import path from "node:path";
import { isVideoFile } from "../videos/is-video-file";
import type { VideoProbe } from "../videos/video-prober.server";
import type { Problem } from "./problems";
import { readYaml } from "./read-yaml.server";
import type { FolderScan } from "./scan.server";
import { videoSidecarSchema, type VideoSidecar } from "./schemas";
import type { ErrorItem, ImageItem, Picture, VideoItem } from "./site-types";
import { naturalCompare, titleFromFileName } from "./slug";
import { videoItem, videoProblems } from "./video-item.server";

/**
 * The album folder's videos that no items.yml entry names (an entry says how its video is shown),
 * each with its sidecar (`clip.mov.yml`) read and validated as a picture's is: an invalid one is
 * reported and the video shown as its file says.
 */
export async function readFolderVideos(folder: FolderScan, named: ReadonlySet<string>, problems: Problem[]): Promise<Map<string, VideoSidecar>> {
  const present = new Set(folder.files);
  const videos = new Map<string, VideoSidecar>();
  for (const fileName of folder.files.filter((name) => isVideoFile(name) && !named.has(name))) {
    const sidecar = path.join(folder.dir, `${fileName}.yml`);
    videos.set(fileName, (present.has(`${fileName}.yml`) ? await readYaml(sidecar, videoSidecarSchema, "SIDECAR_INVALID", problems) : undefined) ?? {});
  }
  return videos;
}

/** What the album's build gives its videos: their probes, its ids and posters (build-album.server.ts), where problems go. */
export type FolderVideoContext = {
  videos: ReadonlyMap<string, VideoProbe>;
  keepMetadata: boolean;
  problems: Problem[];
  /** A file's item id: its path in the content folder, hashed. */
  idOf: (file: string) => string;
  /** The picture a sidecar's `poster` names; a missing one is reported against the sidecar. */
  posterOf: (fileName: string, sidecar: string) => Picture | undefined;
};

type Listed = ImageItem | VideoItem | ErrorItem;

/**
 * The folder's videos as items: those with a sidecar `position` placed there, the others listed to
 * be sorted with the pictures. A file that is no video is a problem tile naming why.
 */
export function folderVideoItems(
  folder: FolderScan,
  sidecars: ReadonlyMap<string, VideoSidecar>,
  context: FolderVideoContext,
): { listed: Listed[]; placed: { item: Listed; position: number }[] } {
  const listed: Listed[] = [];
  const placed: { item: Listed; position: number }[] = [];
  for (const [fileName, sidecar] of sidecars) {
    const file = path.join(folder.dir, fileName);
    const probe = context.videos.get(file);
    const id = context.idOf(file);
    context.problems.push(...videoProblems(file, probe));
    const title = sidecar.title || (probe?.state === "read" ? probe.facts.title : undefined) || titleFromFileName(fileName);
    const item: Listed =
      probe?.state === "refused"
        ? { type: "error", id, fileName, title, message: "This video could not be played." }
        : videoItem(
            id,
            file,
            probe,
            { title, caption: sidecar.caption, poster: sidecar.poster ? context.posterOf(sidecar.poster, `${file}.yml`) : undefined },
            context.keepMetadata,
          );
    if (sidecar.position === undefined) listed.push(item);
    else placed.push({ item, position: sidecar.position });
  }
  return { listed, placed };
}

/** Pictures and videos in the order the folder lists their files. */
export function inFileNameOrder(items: Listed[]): Listed[] {
  const name = (item: Listed) => (item.type === "video" ? path.basename(item.file) : item.fileName);
  return [...items].sort((a, b) => naturalCompare(name(a), name(b)));
}
