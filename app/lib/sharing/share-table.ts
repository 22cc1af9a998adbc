import { listedState, type ShareLink, type ShareReceipt } from "./share-link";

const missing = "–";

type Column = { title: string; cell: (link: ShareLink, receipt: ShareReceipt | undefined, now: number, found: boolean) => string; numeric?: boolean };

const columns: Column[] = [
  { title: "id", cell: (link) => link.id },
  { title: "album", cell: (link) => oneLine(link.album) },
  { title: "label", cell: (link) => oneLine(link.label) || missing },
  { title: "created", cell: (link) => time(link.createdAt) },
  { title: "expires", cell: (link) => (link.expiresAt === null ? "never" : time(link.expiresAt)) },
  { title: "state", cell: (link, _receipt, now, found) => listedState(link, now, found) },
  { title: "first opened", cell: (_link, receipt) => time(receipt?.firstOpenedAt) },
  { title: "last opened", cell: (_link, receipt) => time(receipt?.lastOpenedAt) },
  { title: "visitors", cell: (_link, receipt) => count(receipt?.visitors), numeric: true },
  { title: "photos viewed", cell: (_link, receipt) => count(receipt?.photosViewed), numeric: true },
  { title: "downloads", cell: (_link, receipt) => count(receipt?.downloads), numeric: true },
];

/**
 * Every link as a table for a terminal: a header, then one line a link, each column as wide as its
 * widest cell (counts aligned right). Times are UTC to the minute; what the analytics has not seen
 * (no receipt, or a link never opened) is a dash. `found` says whether a link's album is still
 * there (its key is an album's): a link that would open but names no album is "broken".
 */
export function formatShareTable(
  links: readonly ShareLink[],
  receipts: ReadonlyMap<string, ShareReceipt>,
  now: number,
  found: (link: ShareLink) => boolean,
): string {
  const cells = (link: ShareLink) => columns.map((column) => column.cell(link, receipts.get(link.id), now, found(link)));
  const rows = [columns.map((column) => column.title), ...links.map(cells)];
  const widths = columns.map((_column, i) => Math.max(...rows.map((row) => [...row[i]!].length)));
  const pad = (text: string, i: number) => {
    const room = " ".repeat(widths[i]! - [...text].length);
    return columns[i]!.numeric ? room + text : text + room;
  };
  return rows.map((row) => row.map(pad).join("  ").trimEnd()).join("\n");
}

/** A time as the table shows it: UTC, to the minute ("2026-11-26 14:03"). */
export function formatShareTime(at: number): string {
  return new Date(at).toISOString().slice(0, 16).replace("T", " ");
}

function time(at: number | null | undefined): string {
  return at === null || at === undefined ? missing : formatShareTime(at);
}

function count(value: number | undefined): string {
  return value === undefined ? missing : String(value);
}

/** A label is the owner's free text, and an album's key holds a folder's name: a tab, a line break or a terminal's escape would break the table. */
function oneLine(text: string): string {
  return text.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ").trim();
}
