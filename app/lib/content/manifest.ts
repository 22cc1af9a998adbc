import { derivativePath, planWidths, srcset } from "../images/plan";
import { albumDownloadOffer, type AlbumDownloadOffer } from "./album-download-offer";
import type { ItemDetails } from "../images/photo-details";
import type { Album, ImageItem, Item, Picture, Site } from "./site-types";
import type { VideoSource } from "../videos/video-sources";

/**
 * A picture as pages carry it: its address (tied to who may see it, never its content hash: see
 * address-pictures.ts), size and placeholder. URLs are derived from these by pictureUrls() where
 * they are drawn, so a 500-item page does not ship 15 URLs per item twice (once in the HTML, once
 * in the hydration data).
 */
export type PictureManifest = {
  address: string;
  width: number;
  height: number;
  /** Base64 ThumbHash, decoded into a blurred placeholder on the client. */
  placeholder: string;
};

export type PictureUrls = { src: string; srcset: { avif: string; webp: string; jpg: string } };

/** `page`: the item's own page (`/albums/<slug>/<n>`), what a share names; a search result's is in its album. */
type ItemCommon = { id: string; index: number; title: string; caption?: string; width: number; height: number; page: string };

export type ItemManifest = ItemCommon &
  (
    | ({
        type: "image";
        alt: string;
        tags: string[];
        /** Keyword hierarchies and people's names, each only when the photo has some (people: only with people.enabled). */
        tagPaths?: string[][];
        people?: string[];
        original?: { href: string; name: string };
        details?: ItemDetails;
      } & PictureManifest)
    | { type: "video"; sources: VideoSource[]; poster?: PictureManifest }
    | { type: "youtube" | "vimeo"; videoId: string; url: string; poster?: PictureManifest }
    | { type: "inline"; html: string }
    | { type: "ajax"; src: string }
    | { type: "error"; message: string }
  );

export type AlbumSummary = {
  slug: string;
  title: string;
  description: string;
  path: string;
  count: number;
  cover?: PictureManifest;
  /** How many sub-albums it has: a page lists them a page at a time, never the whole tree. */
  albums: number;
  /** Shown only to the owner and share links' holders (site-view.ts): marked as such, never indexed. */
  private?: true;
};

/** The album tree, whole: only /api/galleries gives it (a page carries one level of it). */
export type AlbumTreeNode = AlbumSummary & { children: AlbumTreeNode[] };

/** What an album's page says about the album itself, whatever page of its items it shows. */
export type AlbumHeader = AlbumSummary & {
  breadcrumbs: { slug: string; title: string; path: string }[];
  download?: AlbumDownloadOffer;
  /** Reachable by its address, in no list: its pages ask not to be indexed and offer no feed. */
  unlisted?: true;
};

export type AlbumManifest = AlbumHeader & { items: ItemManifest[] };

/** A sensible single-URL fallback: the JPEG nearest 1280 px wide. */
const fallbackWidth = 1280;

export function pictureManifest(picture: Picture): PictureManifest {
  return { address: picture.address, width: picture.width, height: picture.height, placeholder: picture.thumbhash };
}

/** The single-URL JPEG's width: the first planned width from 1280 px up, else the largest. */
export function fallbackJpegWidth(sourceWidth: number): number {
  const widths = planWidths(sourceWidth);
  return widths.find((width) => width >= fallbackWidth) ?? widths[widths.length - 1]!;
}

/** A picture's addresses under `base` (the visit's picture origin): a JPEG near 1280 px for a single URL, and a srcset per format. */
export function pictureUrls(picture: PictureManifest, base: string): PictureUrls {
  return {
    src: derivativePath(picture.address, fallbackJpegWidth(picture.width), "jpg", base),
    srcset: {
      avif: srcset(picture.address, picture.width, "avif", base),
      webp: srcset(picture.address, picture.width, "webp", base),
      jpg: srcset(picture.address, picture.width, "jpg", base),
    },
  };
}

export function albumPath(slug: string): string {
  return `/albums/${slug}`;
}

/** An item's own page: `n` is its one-based place in the album, as in the hash `#<slug>-<n>`. */
export function photoPath(slug: string, n: number): string {
  return `/albums/${slug}/${n}`;
}

export function albumSummary(album: Album): AlbumSummary {
  return {
    slug: album.slug,
    title: album.title,
    description: album.description,
    path: albumPath(album.slug),
    count: album.items.length,
    cover: album.cover && pictureManifest(album.cover),
    albums: album.children.length,
    ...(album.access === "private" ? { private: true as const } : {}),
  };
}

export function albumTree(site: Site): AlbumTreeNode[] {
  const node = (album: Album): AlbumTreeNode => ({ ...albumSummary(album), children: album.children.map(node) });
  return site.albums.map(node);
}

export function albumHeader(album: Album, language: string): AlbumHeader {
  const breadcrumbs = [];
  for (let at: Album | undefined = album; at; at = at.parent) {
    breadcrumbs.unshift({ slug: at.slug, title: at.title, path: albumPath(at.slug) });
  }
  return {
    ...albumSummary(album),
    breadcrumbs,
    download: albumDownloadOffer(album, language),
    ...(album.access === "unlisted" ? { unlisted: true as const } : {}),
  };
}

export function albumManifest(site: Site, album: Album): AlbumManifest {
  return {
    ...albumHeader(album, site.config.language),
    items: album.items.map((item, i) =>
      itemManifest(item, i + 1, {
        originals: album.originals,
        webDownloads: album.webDownloads,
        details: album.showDetails,
        page: photoPath(album.slug, i + 1),
      }),
    ),
  };
}

/**
 * Per item: whether originals are offered, or else its largest web-sized picture (a share link's
 * "web" downloads), whether its album shows details, and its own page.
 */
export type ItemOptions = { originals: boolean; webDownloads?: boolean; details: boolean; page: string };

/** An original's address: the item, and its picture's address, so it changes with who may see it. */
export function originalPath(item: Pick<ImageItem, "id" | "address">): string {
  return `/original/${item.id}/${item.address}`;
}

/** A download's address: the original, or for `web` downloads (a share link's) the widest web-sized JPEG, which its holder's pictures come from this server. */
export function downloadHref(item: { id: string; address: string; width: number }, web: boolean): string {
  return web ? derivativePath(item.address, planWidths(item.width).at(-1)!, "jpg", "") : originalPath(item);
}

/** What the viewer's download button saves, if anything. */
function downloadOf(item: ImageItem, { originals, webDownloads }: ItemOptions): { href: string; name: string } | undefined {
  if (originals) return { href: downloadHref(item, false), name: item.fileName };
  if (!webDownloads) return undefined;
  return { href: downloadHref(item, true), name: `${item.fileName.replace(/\.[^.]*$/, "")}.jpg` };
}

export function itemManifest(item: Item, index: number, options: ItemOptions): ItemManifest {
  const { details, page } = options;
  const common = { id: item.id, index, title: item.title, caption: item.caption, page };
  switch (item.type) {
    case "image":
      return {
        ...common,
        ...pictureManifest(item),
        type: "image",
        alt: item.alt,
        tags: item.tags,
        ...(item.tagPaths.length > 0 ? { tagPaths: item.tagPaths } : {}),
        ...(item.people.length > 0 ? { people: item.people } : {}),
        // The name is what the download is saved as (and what analytics file it under).
        original: downloadOf(item, options),
        details: details ? item.details : undefined,
      };
    case "video":
      return {
        ...common,
        type: "video",
        width: item.width,
        height: item.height,
        sources: item.sources,
        poster: item.poster && pictureManifest(item.poster),
      };
    case "youtube":
    case "vimeo":
      return {
        ...common,
        type: item.type,
        width: item.width,
        height: item.height,
        videoId: item.videoId,
        url: item.url,
        poster: item.poster && pictureManifest(item.poster),
      };
    case "inline":
      return { ...common, type: "inline", width: 1200, height: 900, html: item.html };
    case "ajax":
      return { ...common, type: "ajax", width: 1200, height: 900, src: `/api/slides/${item.id}` };
    case "error":
      return { ...common, type: "error", width: 1200, height: 900, message: item.message };
  }
}

/** For the JSON API: every picture (item, poster, cover) with its addresses under `base` spelled out. */
export function withUrls<T>(value: T, base: string): T {
  if (Array.isArray(value)) return value.map((each) => withUrls(each, base)) as T;
  if (!value || typeof value !== "object") return value;
  const entries = Object.entries(value).map(([key, field]) => [key, withUrls(field, base)]);
  const result = Object.fromEntries(entries) as Record<string, unknown>;
  return (isPicture(value) ? { ...result, ...pictureUrls(value, base) } : result) as T;
}

function isPicture(value: object): value is PictureManifest {
  return "address" in value && "placeholder" in value && "width" in value;
}
