import { downloadHref, photoPath, type ItemManifest } from "./manifest";

type Compact<Item> = Item extends { type: "image" } ? Omit<Item, "page" | "original"> & { original?: { name: string; web?: true } } : Omit<Item, "page">;

/**
 * An album's item as its grid's pages send it (the album page's data, /api/galleries/:slug/items):
 * without the addresses the browser makes again from the album and the item (expandItem): its own
 * page, and its download's (`web`: a share link's web-sized JPEG, else the original).
 */
export type GalleryItem = Compact<ItemManifest>;

export function compactItem(item: ItemManifest): GalleryItem {
  const { page: _, ...rest } = item;
  if (rest.type !== "image" || !rest.original) return rest;
  const web = rest.original.href !== downloadHref(rest, false);
  return { ...rest, original: { name: rest.original.name, ...(web ? { web: true as const } : {}) } };
}

/** An item of the album `slug` whole again, as the server made it (tests/unit/gallery-item.test.ts). */
export function expandItem(item: GalleryItem, slug: string): ItemManifest {
  const page = photoPath(slug, item.index);
  if (item.type !== "image" || !item.original) return { ...item, page } as ItemManifest;
  const { name, web } = item.original;
  return { ...item, page, original: { href: downloadHref(item, web === true), name } };
}
