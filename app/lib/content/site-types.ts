import type { ProofingConfig } from "../proofing/proofing-config";
import type { ItemDetails } from "../images/photo-details";
import type { VideoFacts } from "../videos/video-facts";
import type { VideoSource } from "../videos/video-sources";
import type { AlbumAccess, SiteConfig } from "./schemas";
import type { Problem } from "./problems";

/**
 * A decoded image: everything needed to lay it out and address its derivatives. `hash` names its
 * content (the derivatives' files on disk); `address` is what pages and `/img` call it, tied to who
 * may see it (address-pictures.ts): set once every album of the build is known.
 */
export type Picture = {
  hash: string;
  address: string;
  file: string;
  /** What sharp decodes when it cannot decode `file`: a HEIC's decoded JPEG, a RAW's preview (stand-ins.server.ts). */
  pixels?: string;
  width: number;
  height: number;
  thumbhash: string;
  keepMetadata: boolean;
  /** An Ultra HDR original: its JPEG derivatives keep the gain map. */
  gainMap?: true;
};

type ItemBase = { id: string; title: string; caption?: string };

/**
 * `tags`: flat keywords and each hierarchy's leaf; `tagPaths`: the hierarchies ("Places", "Europe",
 * "Zürich"); `people`: names shown, empty unless the owner turned `people` on.
 */
export type ImageItem = ItemBase &
  Picture & {
    type: "image";
    fileName: string;
    alt: string;
    tags: string[];
    tagPaths: string[][];
    people: string[];
    details: ItemDetails;
    firstSeen: number;
    bytes: number;
  };
/**
 * What Vitrine makes of a video, named by its content hash (lib/videos): the file served in the
 * original's place once it exists (`faststart`), and its H.264 copy for browsers the original does
 * not play in (`fallback`, made for `fallbackReason`).
 */
export type MadeVideo = { hash: string; bytes: number; facts: VideoFacts; faststart?: string; fallback?: string; fallbackReason?: string };
/**
 * A video: its file, served at `mediaPath`, and the `<source>`s pages list (the original first, as
 * it is the best where it plays; then its fallback). `made` is absent without ffmpeg, and `taken`
 * when the file does not say.
 */
export type VideoItem = ItemBase & {
  type: "video";
  file: string;
  mediaPath: string;
  width: number;
  height: number;
  poster?: Picture;
  sources: VideoSource[];
  taken?: string;
  made?: MadeVideo;
};
export type EmbedItem = ItemBase & { type: "youtube" | "vimeo"; videoId: string; url: string; width: number; height: number; poster?: Picture };
export type InlineItem = ItemBase & { type: "inline"; html: string };
/** `file` is absent when items.yml names a file the album does not hold: the slide shows its error. */
export type AjaxItem = ItemBase & { type: "ajax"; file?: string };
/** `message` is the public's; `reason`, what went wrong and what to do, is shown to the owner alone (site-view.ts). */
export type ErrorItem = ItemBase & { type: "error"; fileName: string; message: string; reason?: string };

export type Item = ImageItem | VideoItem | EmbedItem | InlineItem | AjaxItem | ErrorItem;

export type Album = {
  slug: string;
  /** Its identity for share links, stable across builds (album-key.ts): `id:<album.yml id>` or `path:<folder>`. */
  key: string;
  title: string;
  description: string;
  order?: number;
  dir: string;
  parent?: Album;
  items: Item[];
  children: Album[];
  cover?: Picture;
  /** Whether visitors see each photo's details (the site's `viewer.details`, or the album's own). */
  showDetails: boolean;
  /** Whether visitors may download its originals, one by one and as a ZIP (the site's `downloads.originals`, or the album's own). */
  originals: boolean;
  /** Set in a share link's view (site-view.ts) when the link offers web-sized downloads: the viewer saves the largest derivative. */
  webDownloads?: boolean;
  /** Who sees it: its album.yml's, made no more visible than its parent (site-view.ts decides who sees what). */
  access: AlbumAccess;
  /** Its album.yml's `proofing:`: what its share links' holders may pick (never shown to the public). */
  proofing?: ProofingConfig;
};

export type Site = {
  config: SiteConfig;
  contentDir: string;
  albums: Album[];
  albumsBySlug: Map<string, Album>;
  /** Every album by its key and by its folder's path key (album-key.ts): what a share link finds its album by. */
  albumsByKey: Map<string, Album>;
  /** `position`: the item's one-based place in its album, the `n` of its photo page. */
  itemsById: Map<string, { album: Album; item: Item; position: number }>;
  /** Every decodable picture by its address: the only way an /img address reaches a file. */
  picturesByAddress: Map<string, Picture>;
  problems: Problem[];
  builtAt: number;
  /**
   * Where this view's pictures are fetched from: "" (this server), or ASSET_BASE_URL for the public
   * view alone, as a CDN or static host cannot ask who is looking (site-views.server.ts).
   */
  assetBase: string;
};
