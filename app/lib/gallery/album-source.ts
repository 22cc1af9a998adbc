import type { ItemManifest } from "../content/manifest";
import { albumPageSize, pageBounds, pageOf } from "../content/album-pages";
import { expandItem, type GalleryItem } from "../content/gallery-item";
import { heightRatio } from "../layout/masonry-plan";
import { slideFromAddress } from "../viewer/deep-link";
import { fetchVersioned } from "./fetch-versioned";
import type { GallerySource } from "./gallery-source";
import { keptSources } from "./kept-sources";
import { pagedSource, type PagedSource } from "./paged-source";

export type AlbumSeed = { slug: string; version: string; count: number; items: ItemManifest[] };

type Layout = { version: string; count: number; width: number[]; height: number[] };
type Page = { version: string; items: GalleryItem[] };

const isNumbers = (value: unknown, length: number): value is number[] =>
  Array.isArray(value) && value.length === length && value.every((n) => typeof n === "number" && n > 0);

/** One per album version and page load; the albums visited last are kept (a 10,000-item album's items are megabytes). */
const kept = keptSources<PagedSource>(8);

/** An album's items as its page learns them: the first page from the HTML, the sizes of all, then pages as they are needed. */
export function albumSource(seed: AlbumSeed): GallerySource {
  // On the server a source lives for one render: requests share nothing.
  if (typeof document === "undefined") return createAlbumSource(seed);
  const { source, fresh } = kept(`${seed.slug}@${seed.version}`, () => createAlbumSource(seed));
  if (!fresh) seed.items.forEach(source.add);
  // A deep link (or a photo page) far into the album: its slide's page is on its way while the page hydrates.
  const named = fresh ? slideFromAddress(window.location, seed.slug, seed.count) : undefined;
  if (named) void source.load(named.index - 1);
  return source;
}

function createAlbumSource({ slug, version, count, items }: AlbumSeed): PagedSource {
  const base = `/api/galleries/${encodeURIComponent(slug)}`;
  const v = encodeURIComponent(version);
  const fetchRatios = async () => {
    const layout = await fetchVersioned<Layout>(`${base}/layout?v=${v}`, version);
    if (!isNumbers(layout.width, count) || !isNumbers(layout.height, count)) throw new Error("malformed layout");
    return layout.width.map((width, i) => heightRatio(width, layout.height[i]!));
  };
  const fetchPage = async (page: number) => {
    const answer = await fetchVersioned<Page>(`${base}/items?page=${page}&v=${v}`, version);
    return Array.isArray(answer.items) ? answer.items.map((item) => expandItem(item, slug)) : [];
  };
  return pagedSource(
    {
      count,
      pageOf: (position) => pageOf(position, count),
      pageBounds: (page) => pageBounds(page, count),
      fetchPage,
      // A longer album's grid is planned whole from the start: its sizes come in one request.
      fetchRatios: count > albumPageSize ? fetchRatios : undefined,
    },
    items,
  );
}
