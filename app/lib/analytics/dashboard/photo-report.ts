import { z } from "zod/v4";
import type { PictureManifest } from "../../content/manifest";
import { photoSorts, type GalleryRow, type PhotoRow, type PhotoSort } from "../store/analytics-store";
import { nonAlbumLabel } from "./gallery-label";

/** What the live site says of an item still in it: its current title, album and picture. */
export type LiveItem = { title: string; album: { slug: string; title: string; path: string }; picture?: PictureManifest };

/** A Top photos row as shown: the store's figures, named by the live site where the photo still is. */
export type PhotoReportRow = PhotoRow & { removed: boolean; albumTitle: string; albumPath?: string; picture?: PictureManifest };

/**
 * The live site names a photo it still holds (its title may have changed); a removed one keeps the
 * title and album its events carried (or the search results or facet pages it was only ever seen
 * in), marked as removed, and has no picture to show.
 */
export function withLiveItems(rows: readonly PhotoRow[], find: (itemId: string) => LiveItem | undefined): PhotoReportRow[] {
  return rows.map((row) => {
    const live = find(row.itemId);
    if (!live) return { ...row, removed: true, albumTitle: nonAlbumLabel(row.gallery) ?? row.gallery };
    return {
      ...row,
      title: live.title || row.title,
      gallery: live.album.slug,
      removed: false,
      albumTitle: live.album.title,
      albumPath: live.album.path,
      picture: live.picture,
    };
  });
}

/** open_via as the owner reads it. */
export const openViaLabels: Record<string, string> = {
  click: "Grid click",
  deep_link: "Link to the slide",
  swipe: "Swipe",
  key: "Arrow key",
  wheel: "Mouse wheel",
  thumbnail: "Thumbnail",
  slideshow: "Slideshow",
  arrow: "Arrow button",
};

export const photoSortSchema = z.enum(photoSorts).catch("views");

/** The sort a request asks for; anything else is the default, most views first. */
export function parsePhotoSort(value: string | null): PhotoSort {
  return photoSortSchema.parse(value ?? undefined);
}

/** An average time on a photo as people read it: "2.4 s", "1 min 5 s". */
export function formatDwell(ms: number): string {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

export const photoColumns = ["Photo", "Album", "Views", "Visitors", "Average time", "Shares", "Downloads"] as const;

/** The cells of a row as the table shows them and the CSV carries them (a removed photo says so after its title). */
export function photoCells(row: PhotoReportRow): [string, string, number, number, string, number, number] {
  const title = `${row.title || row.itemId}${row.removed ? " (removed)" : ""}`;
  return [title, row.albumTitle, row.views, row.visitors, formatDwell(row.avgDwellMs), row.shares, row.downloads];
}

/** An album's line in the overview: its page's views and what its viewer saw. */
export type AlbumReportRow = {
  slug: string;
  title: string;
  path?: string;
  pageViews: number;
  viewerOpens: number;
  photoViews: number;
  /** Photos viewed per visitor who viewed any (visitor ids last a day: a day's visit). */
  photosPerVisit: number;
  topPhoto?: { itemId: string; title: string; views: number };
};

/**
 * Albums of the live site with their page views (pageViewsByPath) and viewer figures, then the
 * galleries that are no album (search results, each facet's pages) under their own names, and albums
 * the site no longer has, marked as removed; only those with something to show, most page views
 * first, then most photo views.
 */
export function albumRows(
  albums: readonly { slug: string; title: string; path: string }[],
  pageViewsByPath: ReadonlyMap<string, number>,
  galleries: readonly GalleryRow[],
  titleOf: (itemId: string) => string | undefined,
): AlbumReportRow[] {
  const bySlug = new Map(galleries.map((gallery) => [gallery.gallery, gallery]));
  const row = (slug: string, title: string, path: string | undefined): AlbumReportRow => {
    const stats = bySlug.get(slug);
    const top = stats?.topPhoto;
    return {
      slug,
      title,
      path,
      pageViews: (path && pageViewsByPath.get(path)) || 0,
      viewerOpens: stats?.viewerOpens ?? 0,
      photoViews: stats?.photoViews ?? 0,
      photosPerVisit: stats && stats.viewers > 0 ? stats.photoViews / stats.viewers : 0,
      topPhoto: top && { ...top, title: titleOf(top.itemId) || top.title },
    };
  };
  const live = new Set(albums.map((album) => album.slug));
  const rows = [
    ...albums.map((album) => row(album.slug, album.title, album.path)),
    ...galleries
      .filter((gallery) => !live.has(gallery.gallery))
      .map((gallery) => row(gallery.gallery, nonAlbumLabel(gallery.gallery) ?? `${gallery.gallery} (removed)`, undefined)),
  ];
  return rows
    .filter((album) => album.pageViews + album.viewerOpens + album.photoViews > 0)
    .sort((a, b) => b.pageViews - a.pageViews || b.photoViews - a.photoViews || a.slug.localeCompare(b.slug));
}
