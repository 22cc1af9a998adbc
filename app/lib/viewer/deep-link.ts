/** A slide's hash without its "#": "<gallery>-<one-based index>" (slugs may contain dashes; the index is the last part). */
const slideHash = /^(.+)-([1-9][0-9]{0,6})$/;
/** A photo page's path: "/albums/<gallery>/<one-based index>". */
const photoPath = /^\/albums\/([^/]+)\/([1-9][0-9]{0,6})$/;

/** Whether an address opens the viewer by itself (a slide's hash, a photo page): its code is then worth loading beside hydration. */
export function opensViewer({ hash, pathname }: { hash: string; pathname: string }): boolean {
  return slideHash.test(hash.replace(/^#/, "")) || photoPath.test(pathname);
}

/** The viewer's address hash: "#<gallery>-<one-based index>", e.g. "#landscapes-3" (a bare "#landscapes" means item 1). */
export function hashFor(gallery: string, index: number): string {
  return `#${gallery}-${index}`;
}

/**
 * The one-based index a hash names in this gallery, or undefined for anything else: another
 * gallery, an index out of range, or garbage. Slugs may contain dashes; the index is the last part.
 * The index is optional (the spec): the gallery's name alone opens its first item.
 */
export function indexFromHash(hash: string, gallery: string, count: number): number | undefined {
  let raw: string;
  try {
    raw = decodeURIComponent(hash.replace(/^#/, ""));
  } catch {
    return undefined;
  }
  if (raw === gallery && count > 0) return 1;
  const match = slideHash.exec(raw);
  if (!match || match[1] !== gallery) return undefined;
  const index = Number(match[2]);
  return index <= count ? index : undefined;
}

/** The one-based index a photo page's path (`/albums/<gallery>/<n>`) names in this gallery, or undefined. */
export function indexFromPhotoPath(pathname: string, gallery: string, count: number): number | undefined {
  const match = photoPath.exec(pathname);
  if (!match || match[1] !== gallery) return undefined;
  const index = Number(match[2]);
  return index <= count ? index : undefined;
}

/**
 * The slide an address names in this gallery (one-based), and whether it is a photo page's: a
 * slide's hash first; a photo page's path only without a hash (a hash there is the page's own).
 */
export function slideFromAddress(
  { hash, pathname }: { hash: string; pathname: string },
  gallery: string,
  count: number,
): { index: number; photoPage: boolean } | undefined {
  const fromHash = indexFromHash(hash, gallery, count);
  if (fromHash !== undefined) return { index: fromHash, photoPage: false };
  const fromPath = hash ? undefined : indexFromPhotoPath(pathname, gallery, count);
  return fromPath === undefined ? undefined : { index: fromPath, photoPage: true };
}
