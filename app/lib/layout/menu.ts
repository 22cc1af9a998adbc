import type { MenuLink } from "../content/schemas";
import type { AlbumSummary } from "../content/manifest";

/** One entry of the site menu, shared by the desktop and the off-canvas menus. */
export type MenuNode = { id: string; label: string; url: string; external: boolean; children: MenuNode[] };

/** The album tree, then the owner's extra links. Entries without a target get "#": they do not navigate. */
export function buildMenu(albums: AlbumSummary[], links: MenuLink[]): MenuNode[] {
  const fromAlbum = (album: AlbumSummary, id: string): MenuNode => ({
    id,
    label: album.title,
    url: album.path,
    external: false,
    children: album.children.map((child, i) => fromAlbum(child, `${id}-${i}`)),
  });
  const fromLink = (link: MenuLink, id: string): MenuNode => ({
    id,
    label: link.label,
    url: link.url ?? "#",
    external: /^https?:\/\//i.test(link.url ?? ""),
    children: (link.children ?? []).map((child, i) => fromLink(child, `${id}-${i}`)),
  });
  return [...albums.map((album, i) => fromAlbum(album, `m${i}`)), ...links.map((link, i) => fromLink(link, `l${i}`))];
}

/** True for a link whose target is only a hash ("#", "#top"): menus do not navigate on those. */
export function isHashOnly(href: string | null): boolean {
  return href !== null && href.startsWith("#");
}
