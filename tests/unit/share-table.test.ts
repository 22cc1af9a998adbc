import { describe, expect, it } from "vitest";
import type { ShareLink, ShareReceipt } from "../../app/lib/sharing/share-link";
import { formatShareTable } from "../../app/lib/sharing/share-table";

const now = Date.UTC(2026, 10, 26, 12);
const link = (fields: Partial<ShareLink>): ShareLink => ({
  id: "AAAAAAAAAAAA",
  album: "wedding",
  label: "",
  createdAt: Date.UTC(2026, 10, 1, 9, 5),
  expiresAt: null,
  revokedAt: null,
  passwordHash: null,
  downloads: "web",
  ...fields,
});

describe("the share links' table", () => {
  const links = [
    link({ id: "newest-link1", label: "Anna & Ben", expiresAt: Date.UTC(2026, 11, 1) }),
    link({ id: "expired-link", album: "shoot", expiresAt: Date.UTC(2026, 10, 20) }),
    link({ id: "revoked-link", label: "tab\there\nand a line", expiresAt: Date.UTC(2026, 10, 20), revokedAt: Date.UTC(2026, 10, 2) }),
  ];
  const receipts = new Map<string, ShareReceipt>([
    [
      "newest-link1",
      { firstOpenedAt: Date.UTC(2026, 10, 2, 18, 40), lastOpenedAt: Date.UTC(2026, 10, 25, 7, 1), visitors: 4, photosViewed: 1234, downloads: 12 },
    ],
    ["revoked-link", { firstOpenedAt: null, lastOpenedAt: null, visitors: 0, photosViewed: 0, downloads: 0 }],
  ]);
  const lines = formatShareTable(links, receipts, now, () => true).split("\n");

  it("has a header and a line a link, its columns aligned", () => {
    expect(lines).toHaveLength(4);
    expect(lines[0]!.split(/\s{2,}/)).toEqual([
      "id",
      "album",
      "label",
      "created",
      "expires",
      "state",
      "first opened",
      "last opened",
      "visitors",
      "photos viewed",
      "downloads",
    ]);
    for (const title of ["album", "state", "first opened"]) {
      const at = lines[0]!.indexOf(title);
      for (const line of lines.slice(1)) expect(line[at - 1], `${title} in ${line}`).toBe(" ");
    }
    // Counts are aligned right, under the end of their title.
    expect(lines[1]!.indexOf("1234") + 4).toBe(lines[0]!.indexOf("photos viewed") + "photos viewed".length);
  });

  it("says each link's state, times in UTC to the minute, and its receipts", () => {
    expect(lines[1]!.split(/\s{2,}/)).toEqual([
      "newest-link1",
      "wedding",
      "Anna & Ben",
      "2026-11-01 09:05",
      "2026-12-01 00:00",
      "active",
      "2026-11-02 18:40",
      "2026-11-25 07:01",
      "4",
      "1234",
      "12",
    ]);
    expect(lines[2]).toMatch(/^expired-link\s+shoot\s+–\s+2026-11-01 09:05\s+2026-11-20 00:00\s+expired\s+–\s+–\s+–\s+–\s+–$/);
    expect(lines[3]).toMatch(/^revoked-link\s+wedding\s+tab here and a line\s+.*\s+revoked\s+–\s+–\s+0\s+0\s+0$/);
  });

  it("shows a link with no expiry as never", () => {
    expect(formatShareTable([link({})], new Map(), now, () => true).split("\n")[1]).toMatch(/2026-11-01 09:05\s+never\s+active/);
  });

  it("says broken for a link that would open but whose album is gone; revoked and expired say so still", () => {
    const gone = [link({ id: "broken-link1", album: "path:Travel/Secret Trip" }), ...links.slice(1)];
    const table = formatShareTable(gone, new Map(), now, () => false).split("\n");
    expect(table[1]).toMatch(/^broken-link1\s+path:Travel\/Secret Trip\s+–\s+2026-11-01 09:05\s+never\s+broken\s/);
    expect(table[2]).toMatch(/\sexpired\s/);
    expect(table[3]).toMatch(/\srevoked\s/);
  });
});
