import path from "node:path";
import type { Album, Item, Site } from "../lib/content/site-types";
import type { PickableFile } from "../lib/proofing/exports/export-selection-of";
import type { Selection } from "../lib/proofing/selection";

/** A picture the owner's exports may name, and its original on disk (what the ZIP of originals reads). */
export type PickedFile = PickableFile & { file: string };

function pickedFileOf(item: Item): PickedFile | undefined {
  if (item.type === "image") return { id: item.id, fileName: item.fileName, details: item.details, file: item.file };
  // A video has no catalogue metadata of its own: its file's name is the catalogue's.
  if (item.type === "video") return { id: item.id, fileName: path.basename(item.file), details: {}, file: item.file };
  return undefined;
}

/**
 * The files a selection's exports read, in the album's order: every picture and video of the album
 * (its other names are what a "contains" filter may find by mistake), then any picked item the
 * site has elsewhere now (moved to another album since). A removed item has none.
 */
export function selectionFiles(site: Site, album: Album, selections: readonly Selection[]): PickedFile[] {
  const own = album.items.flatMap((item) => pickedFileOf(item) ?? []);
  const ids = new Set(own.map((file) => file.id));
  const moved = [...new Set(selections.flatMap((selection) => selection.picks.map((pick) => pick.item)))]
    .filter((id) => !ids.has(id))
    .flatMap((id) => {
      const entry = site.itemsById.get(id);
      return (entry && pickedFileOf(entry.item)) ?? [];
    });
  return [...own, ...moved];
}

/** A link's selections by the album they were made in (a link opens its album's sub-albums too), in the order first made. */
export function selectionsByAlbum(selections: readonly Selection[]): [key: string, selections: Selection[]][] {
  const groups = new Map<string, Selection[]>();
  for (const selection of selections) groups.set(selection.album, [...(groups.get(selection.album) ?? []), selection]);
  return [...groups];
}
