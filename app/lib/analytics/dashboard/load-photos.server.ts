import { albumPath, photoPath, pictureManifest } from "../../content/manifest";
import type { Site } from "../../content/site-types";
import type { AnalyticsStore, PhotoSort, Segment, TimeRange } from "../store/analytics-store";
import { bucketFor } from "./date-range";
import { albumRows, withLiveItems, type LiveItem } from "./photo-report";
import { fillSeries } from "./series";

/** The live site's item by id: its title, album and picture (a video's poster), or undefined once removed. */
export function liveItems(site: Site): (itemId: string) => LiveItem | undefined {
  return (itemId) => {
    const entry = site.itemsById.get(itemId);
    if (!entry) return undefined;
    const { album, item } = entry;
    const picture = item.type === "image" ? item : "poster" in item ? item.poster : undefined;
    return { title: item.title, album: { slug: album.slug, title: album.title, path: albumPath(album.slug) }, picture: picture && pictureManifest(picture) };
  };
}

export async function loadTopPhotos(store: AnalyticsStore, site: Site, range: TimeRange, sort: PhotoSort, limit: number) {
  return withLiveItems(await store.topPhotos({ range, sort, limit }), liveItems(site));
}

/** One photo's page: its figures (undefined when nothing happened to it in the range), views per day or hour, sources, shares, ways in. */
export async function loadPhoto(store: AnalyticsStore, site: Site, range: TimeRange, itemId: string) {
  const bucketMs = bucketFor(range);
  const live = liveItems(site)(itemId);
  const entry = site.itemsById.get(itemId);
  // Where the visitor sees it: its own page, the album opened on its slide.
  const slideHref = entry && photoPath(entry.album.slug, entry.position);
  const detail = await store.photoDetail({ range, itemId, bucketMs });
  return {
    ...detail,
    live,
    slideHref,
    photo: detail.photo && withLiveItems([detail.photo], () => live)[0],
    series: { bucketMs, points: fillSeries(detail.series, range, bucketMs, (at) => ({ at, views: 0, visitors: 0 })) },
  };
}

/** The albums table, of a segment's visitors when there is one. */
export async function loadAlbums(store: AnalyticsStore, site: Site, range: TimeRange, segment: Segment = []) {
  const [pages, galleries] = await Promise.all([
    store.breakdown({ range, dimension: "page", names: ["page_view"], limit: 100_000, segment }),
    store.galleryStats(range, segment),
  ]);
  const albums = [...site.albumsBySlug.values()].map((album) => ({ slug: album.slug, title: album.title, path: albumPath(album.slug) }));
  const find = liveItems(site);
  return albumRows(albums, new Map(pages.map((page) => [page.value, page.events])), galleries, (itemId) => find(itemId)?.title);
}
