import type { MenuLink } from "../content/schemas";
import type { AlbumSummary } from "../content/manifest";
import type { AlbumListPage } from "../content/album-list";

/**
 * One entry of the site menu, shared by the desktop and the off-canvas menus. The owner's links
 * come whole; an album's sub-albums come a level at a time, when the level opens (album-list.ts),
 * so a page carries one level of the tree whatever the library's size.
 */
export type MenuNode = {
  id: string;
  label: string;
  url: string;
  external: boolean;
  /** The owner's sub-links. */
  children: MenuNode[];
  /** An album's sub-albums, not in the page: whose, and how many. */
  albums?: { parent: string; count: number };
};

/** A level of the menu as shown: its entries, and, for a long list of albums, the album index that lists them all. */
export type MenuLevel = { nodes: MenuNode[]; all?: { url: string; count: number } };

export const hasSubmenu = (node: MenuNode) => node.children.length > 0 || (node.albums?.count ?? 0) > 0;

export function albumNode(album: AlbumSummary): MenuNode {
  return {
    id: `a-${album.slug}`,
    label: album.title,
    url: album.path,
    external: false,
    children: [],
    albums: album.albums > 0 ? { parent: album.slug, count: album.albums } : undefined,
  };
}

/** A page of albums as a menu level: a longer list shows its first page and a link to its index (`indexUrl`). */
export function albumLevel(list: AlbumListPage, indexUrl: string): MenuLevel {
  return { nodes: list.albums.map(albumNode), all: list.pages > 1 ? { url: indexUrl, count: list.count } : undefined };
}

/**
 * Albums a page's menu carries at most. Whole levels of the tree are carried while they fit
 * together (a small site's whole tree: its submenus work without JavaScript); deeper levels are
 * fetched as they open.
 */
export const menuBudget = 60;

/** The slugs whose sub-albums the page carries: the top levels, whole, while they fit the budget. */
function carriedLevels(top: AlbumListPage, childrenOf: (slug: string) => AlbumSummary[]): Set<string> {
  const carried = new Set<string>();
  if (top.pages > 1) return carried;
  let level = top.albums;
  let total = level.length;
  for (;;) {
    const next = level.flatMap((album) => (album.albums > 0 ? childrenOf(album.slug) : []));
    if (next.length === 0 || total + next.length > menuBudget) return carried;
    for (const album of level) carried.add(album.slug);
    total += next.length;
    level = next;
  }
}

/**
 * The menu's top level: the first page of top-level albums (the home page lists them all), with as
 * many whole levels below as the budget allows, then the owner's links.
 */
export function buildMenu(topAlbums: AlbumListPage, childrenOf: (slug: string) => AlbumSummary[], links: MenuLink[]): MenuLevel {
  const carried = carriedLevels(topAlbums, childrenOf);
  const fromAlbum = (album: AlbumSummary): MenuNode =>
    carried.has(album.slug) ? { ...albumNode(album), children: childrenOf(album.slug).map(fromAlbum), albums: undefined } : albumNode(album);
  const fromLink = (link: MenuLink, id: string): MenuNode => ({
    id,
    label: link.label,
    url: link.url ?? "#",
    external: /^https?:\/\//i.test(link.url ?? ""),
    children: (link.children ?? []).map((child, i) => fromLink(child, `${id}-${i}`)),
  });
  const { all } = albumLevel(topAlbums, "/");
  return { nodes: [...topAlbums.albums.map(fromAlbum), ...links.map((link, i) => fromLink(link, `l${i}`))], all };
}

/** True for a link whose target is only a hash ("#", "#top"): menus do not navigate on those. */
export function isHashOnly(href: string | null): boolean {
  return href !== null && href.startsWith("#");
}
