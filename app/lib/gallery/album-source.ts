import type { ItemManifest } from "../content/manifest";
import { expandItem, type GalleryItem } from "../content/gallery-item";
import { albumPageSize, pageBounds, pageOf } from "../content/album-pages";
import { heightRatio } from "../layout/masonry-plan";
import { slideFromAddress } from "../viewer/deep-link";
import type { GallerySource } from "./gallery-source";

export type AlbumSeed = { slug: string; version: string; count: number; items: ItemManifest[] };

type Layout = { version: string; count: number; width: number[]; height: number[] };
type Page = { version: string; items: GalleryItem[] };

const isNumbers = (value: unknown, length: number): value is number[] =>
  Array.isArray(value) && value.length === length && value.every((n) => typeof n === "number" && n > 0);

/**
 * One per album version and page load: Back and the viewer find what the grid already fetched.
 * The albums visited last are kept (a 10,000-item album's items are megabytes), the oldest let go.
 */
const sources = new Map<string, SeededSource>();
const keptAlbums = 8;

type SeededSource = GallerySource & { add: (item: ItemManifest) => void };

/** An album's items as its page learns them: the first page from the HTML, the sizes of all, then pages as they are needed. */
export function albumSource(seed: AlbumSeed): GallerySource {
  // On the server a source lives for one render: requests share nothing.
  if (typeof document === "undefined") return createAlbumSource(seed);
  const key = `${seed.slug}@${seed.version}`;
  let source = sources.get(key);
  if (source) {
    // Seen again: the most recent now.
    sources.delete(key);
    sources.set(key, source);
    seed.items.forEach(source.add);
    return source;
  }
  sources.set(key, (source = createAlbumSource(seed)));
  if (sources.size > keptAlbums) sources.delete(sources.keys().next().value!);
  // A deep link (or a photo page) far into the album: its slide's page is on its way while the page hydrates.
  const named = slideFromAddress(window.location, seed.slug, seed.count);
  if (named) void source.load(named.index - 1);
  return source;
}

function createAlbumSource({ slug, version, count, items: seedItems }: AlbumSeed): SeededSource {
  const items: (ItemManifest | undefined)[] = new Array(count);
  const pages = new Map<number, Promise<void>>();
  const listeners = new Set<() => void>();
  let revision = 0;
  let ratios: number[] | undefined;
  let prefix: number[] | undefined;
  let layoutRequest: Promise<void> | undefined;
  const base = `/api/galleries/${encodeURIComponent(slug)}`;

  const add = (item: ItemManifest) => void (items[item.index - 1] ??= item);
  const changed = () => {
    revision++;
    prefix = undefined;
    for (const listener of listeners) listener();
  };
  // The album was rebuilt since this page was made: its numbering may have changed, so start afresh.
  const checkVersion = (answer: { version?: unknown }) => {
    if (answer.version !== version) {
      window.location.reload();
      throw new Error("album changed");
    }
  };
  const fetchJson = async <T extends { version?: unknown }>(url: string): Promise<T> => {
    const response = await fetch(url, { headers: { Accept: "application/json" } });
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    const answer = (await response.json()) as T;
    checkVersion(answer);
    return answer;
  };
  const loadLayout = () =>
    (layoutRequest ??= fetchJson<Layout>(`${base}/layout?v=${encodeURIComponent(version)}`).then(
      (layout) => {
        if (!isNumbers(layout.width, count) || !isNumbers(layout.height, count)) throw new Error("malformed layout");
        ratios = layout.width.map((width, i) => heightRatio(width, layout.height[i]!));
        changed();
      },
      () => void (layoutRequest = undefined),
    ));
  const loadPage = (page: number) => {
    let request = pages.get(page);
    if (!request) {
      request = fetchJson<Page>(`${base}/items?page=${page}&v=${encodeURIComponent(version)}`).then(
        (answer) => {
          if (Array.isArray(answer.items)) for (const item of answer.items) add(expandItem(item, slug));
          changed();
        },
        // A failed page may be asked for again (the network came back).
        () => void pages.delete(page),
      );
      pages.set(page, request);
    }
    return request;
  };
  const knownPrefix = () => {
    let known = 0;
    while (known < count && items[known]) known++;
    return items.slice(0, known).map((item) => heightRatio(item!.width, item!.height));
  };

  seedItems.forEach(add);
  return {
    count,
    offset: 0,
    add,
    ratios: () => ratios ?? (prefix ??= knownPrefix()),
    peek: (position) => items[position],
    load: async (position) => {
      if (position < 0 || position >= count) return undefined;
      if (!items[position]) await loadPage(pageOf(position, count));
      return items[position];
    },
    ensure: (from, to) => {
      if (count > albumPageSize) void loadLayout();
      const last = Math.min(count, to);
      for (let page = pageOf(Math.max(0, from), count); page <= pageOf(Math.max(0, last - 1), count); page++) {
        const { start, end } = pageBounds(page, count);
        for (let position = start; position < end; position++) {
          if (items[position]) continue;
          void loadPage(page);
          break;
        }
      }
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    revision: () => revision,
  };
}
