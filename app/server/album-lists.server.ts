import { createHash } from "node:crypto";
import { pageBounds, pageCount } from "../lib/content/album-pages";
import type { AlbumListPage } from "../lib/content/album-list";
import { albumSummary, type AlbumSummary } from "../lib/content/manifest";
import type { Album, Site } from "../lib/content/site-types";
import { jsonBody, type JsonBody } from "../lib/http/responses.server";

/** Every list of albums of one site build, paged and serialised on first use. */
export type AlbumLists = {
  /** Changes whenever any album's title, cover, count or place changes. */
  version: string;
  /** A page of the top level (parent undefined) or of an album's sub-albums; undefined for no such album. */
  page: (parent: string | undefined, requested: number) => AlbumListPage | undefined;
  /** An album's sub-albums, all of them (the menu carries small levels whole). */
  children: (parent: string) => AlbumSummary[];
  /** The same page as its JSON route's body. */
  body: (parent: string | undefined, requested: number) => JsonBody | undefined;
};

const cache = new WeakMap<Site, AlbumLists>();

export function albumLists(site: Site): AlbumLists {
  let lists = cache.get(site);
  if (!lists) cache.set(site, (lists = buildLists(site)));
  return lists;
}

function buildLists(site: Site): AlbumLists {
  const summaries = new Map<Album, AlbumSummary>();
  const summary = (album: Album) => {
    let made = summaries.get(album);
    if (!made) summaries.set(album, (made = albumSummary(album)));
    return made;
  };
  // Every reachable album, unlisted ones and those below them included: each list's answer is cached for good at this version.
  const hash = createHash("sha1");
  for (const album of site.albumsBySlug.values()) {
    hash.update(`${album.parent?.slug ?? ""}\n${JSON.stringify(summary(album))}\n${album.children.map((child) => child.slug).join("/")}\n`);
  }
  const version = hash.digest("base64url").slice(0, 12);
  const bodies = new Map<string, JsonBody>();

  const page = (parent: string | undefined, requested: number): AlbumListPage | undefined => {
    const albums = parent === undefined ? site.albums : site.albumsBySlug.get(parent)?.children;
    if (!albums) return undefined;
    const pages = pageCount(albums.length);
    const n = Math.min(Math.max(1, requested), pages);
    const { start, end } = pageBounds(n, albums.length);
    return { parent, version, count: albums.length, page: n, pages, albums: albums.slice(start, end).map(summary) };
  };
  return {
    version,
    page,
    children: (parent) => site.albumsBySlug.get(parent)?.children.map(summary) ?? [],
    body: (parent, requested) => {
      const listed = page(parent, requested);
      if (!listed) return undefined;
      const key = `${parent ?? ""}/${listed.page}`;
      let body = bodies.get(key);
      if (!body) bodies.set(key, (body = jsonBody(listed)));
      return body;
    },
  };
}
