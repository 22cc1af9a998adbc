import { liveItems } from "../lib/analytics/dashboard/load-photos.server";
import { albumOfLink } from "../lib/content/album-key";
import { albumPath } from "../lib/content/manifest";
import type { Site } from "../lib/content/site-types";
import { catalogueName } from "../lib/proofing/exports/catalogue-name";
import { containedPairs } from "../lib/proofing/exports/contained-pairs";
import { listNames, type ExportSelection } from "../lib/proofing/exports/export-selection";
import { exportSelectionOf, viewedLists, type ViewedList } from "../lib/proofing/exports/export-selection-of";
import { pasteStrings } from "../lib/proofing/exports/paste-strings";
import type { Selection } from "../lib/proofing/selection";
import { listedState, type ShareLink } from "../lib/sharing/share-link";
import { selectionFiles, selectionsByAlbum } from "./selection-files.server";
import { selectionDownloads } from "../lib/proofing/selection-addresses";

/**
 * The owner's page of a link: what it is, and each album's selections on it, person by person, each
 * list's pictures with their comments, and the lists' paste lines for everyone together and for each
 * person. An album gone since (the link broken, or a sub-album removed) still shows every pick, by
 * item id, and the names people gave; it has no exports, as no file is known to name.
 */
export function linkSelections(site: Site, link: ShareLink, selections: readonly Selection[], now: number) {
  const album = albumOfLink(site, link);
  return {
    link: {
      id: link.id,
      label: link.label,
      album: album ? { title: album.title, path: albumPath(album.slug) } : { title: link.album },
      state: listedState(link, now, album !== undefined),
    },
    albums: selectionsByAlbum(selections).map(([key, group]) => albumSelections(site, link, key, group)),
  };
}

export type LinkSelections = ReturnType<typeof linkSelections>;

function albumSelections(site: Site, link: ShareLink, key: string, selections: Selection[]) {
  const album = site.albumsByKey.get(key);
  const lists = viewedLists(album?.proofing?.lists, selections);
  const files = album ? selectionFiles(site, album, selections) : [];
  const known = new Map(files.map((file, index) => [file.id, { index, name: catalogueName(file) }]));
  const albumNames = [...known.values()].map((file) => file.name);
  const heading = { albumTitle: album?.title ?? key, linkLabel: link.label };
  const exported = (some: readonly Selection[]) => exportSelectionOf(heading, lists, some, files);
  const picture = liveItems(site);
  const shown = (itemId: string, comment: string | undefined) => {
    const live = picture(itemId);
    return { itemId, name: known.get(itemId)?.name ?? itemId, picture: live?.picture, removed: !live, comment };
  };
  const order = (itemId: string) => known.get(itemId)?.index ?? files.length;
  const people = selections.map((selection, index) => {
    const notes = new Map(selection.comments.map(({ item, text }) => [item, text]));
    const picked = new Set(selection.picks.map((pick) => pick.item));
    return {
      id: selection.id,
      name: selection.name || (selections.length === 1 ? "Someone without a name" : `Person ${index + 1}`),
      sentAt: selection.sentAt,
      lists: lists.map((list) => ({
        ...listHead(list, album?.proofing?.lists),
        picks: selection.picks
          .filter((pick) => pick.list === list.name)
          .sort((a, b) => order(a.item) - order(b.item))
          .map((pick) => shown(pick.item, notes.get(pick.item))),
      })),
      // A comment left on a picture then taken out of every list is still the client's word.
      unpicked: selection.comments.filter(({ item }) => !picked.has(item)).map(({ item, text }) => shown(item, text)),
      exports: album ? listExports(exported([selection]), albumNames) : [],
    };
  });
  const together = album ? listExports(exported(selections), albumNames) : [];
  return {
    key,
    title: album?.title ?? key,
    path: album && albumPath(album.slug),
    people,
    together,
    downloads: together.some((list) => list.count > 0) ? selectionDownloads(link.id, key) : undefined,
  };
}

/** A list's name and maximum, and whether album.yml still names it. */
function listHead(list: ViewedList, configured: readonly { name: string }[] | undefined) {
  return { name: list.name, max: list.max, known: configured?.some((one) => one.name === list.name) ?? false };
}

/**
 * Each list's paste lines, and the names a "contains" filter would find that the list does not hold
 * (another list's pick, a picture nobody picked): the pairs to deselect by hand. A pair inside the
 * list is no harm, its longer name is wanted too.
 */
function listExports(selection: ExportSelection, albumNames: readonly string[]) {
  return selection.lists.map((list) => {
    const names = listNames(list);
    const pasted = new Set(names.map((name) => name.toLowerCase()));
    return {
      name: list.name,
      count: list.picks.length,
      strings: pasteStrings(list),
      strays: containedPairs(names, albumNames).filter((pair) => !pasted.has(pair.longer.toLowerCase())),
    };
  });
}
