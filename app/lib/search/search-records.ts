import { walkAlbums } from "../content/site-maps";
import type { Album, Item, Site } from "../content/site-types";
import { yearTaken } from "../images/year-taken";

/**
 * The searchable columns, best first: a match in an earlier column ranks above one found only in a
 * later one (title > caption > alt text > tags, people and label > EXIF and the original file name >
 * the album it is in).
 */
export const searchColumns = ["title", "caption", "alt", "tags", "exif", "album"] as const;
export type SearchColumn = (typeof searchColumns)[number];

export type SearchKind = "album" | "item";

/** One searchable thing: an album (by slug) or an item (by id), with its text per column. */
export type SearchRecord = { kind: SearchKind; ref: string; text: Record<SearchColumn, string> };

/** Every album and every item a visitor can open (not the error tiles), as index records. */
export function searchRecords(site: Site): SearchRecord[] {
  const records: SearchRecord[] = [];
  for (const album of walkAlbums(site.albums)) {
    records.push({ kind: "album", ref: album.slug, text: texts({ title: album.title, caption: album.description, album: trail(album.parent) }) });
    for (const item of album.items) {
      if (item.type !== "error") records.push({ kind: "item", ref: item.id, text: itemTexts(item, trail(album)) });
    }
  }
  return records;
}

function itemTexts(item: Exclude<Item, { type: "error" }>, album: string): Record<SearchColumn, string> {
  if (item.type !== "image") return texts({ title: item.title, caption: item.caption, album });
  const { camera, lens, originalName, raw } = item.details;
  const year = yearTaken(item.details);
  // A hierarchy's upper levels are found too ("Europe" finds Places › Europe › Zürich); people's names
  // are in the site only when the owner turned them on, and the label is a keyword of the owner's.
  const keywords = new Set([...item.tags, ...item.tagPaths.flat(), ...item.people, ...(item.details.label ? [item.details.label] : [])]);
  return texts({
    title: item.title,
    caption: item.caption,
    // Alt text defaults to the caption or title: indexing it again would count those words twice.
    alt: item.alt === item.caption || item.alt === item.title ? "" : item.alt,
    tags: [...keywords].join(", "),
    exif: [camera, lens, year, originalName, raw].filter((part) => part !== undefined).join(" · "),
    album,
  });
}

/** "Travel / Northern Lights": the album and its ancestors, so a search can name where a picture is. */
function trail(album: Album | undefined): string {
  const titles: string[] = [];
  for (let at = album; at; at = at.parent) titles.unshift(at.title);
  return titles.join(" / ");
}

/** Control characters become spaces: the highlighter's marks are control characters. */
function texts(fields: Partial<Record<SearchColumn, string>>): Record<SearchColumn, string> {
  const clean = (value = "") => value.replace(/[\u0000-\u001f\u007f]/g, " ");
  return Object.fromEntries(searchColumns.map((column) => [column, clean(fields[column])])) as Record<SearchColumn, string>;
}
