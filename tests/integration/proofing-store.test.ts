import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { proofingLimits } from "../../app/lib/proofing/proofing-config";
import { SqliteProofingStore } from "../../app/lib/proofing/proofing-store.server";
import { SqliteShareStore } from "../../app/lib/sharing/share-store.server";
import { tempDir } from "../helpers/fixtures";

// The selections' store on a real sharing.sqlite, opened twice as two app processes would.
const opened: { close(): void }[] = [];
afterEach(() => opened.splice(0).forEach((store) => store.close()));

async function stores() {
  const file = path.join(await tempDir("vitrine-proofing-store-"), "sharing.sqlite");
  const sharing = SqliteShareStore.open(file);
  const [one, two] = [SqliteProofingStore.open(file), SqliteProofingStore.open(file)];
  opened.push(one, two, sharing);
  const { link } = sharing.create({ album: "path:Wedding", label: "", expiresAt: null, passwordHash: null, downloads: "none" }, 1);
  const proofer = (grantId: string) => ({ grantId, linkId: link.id, album: "path:Wedding" });
  return { sharing, one, two, link, proofer, grant: (at = 1) => sharing.grant(link.id, at) };
}

const item = (i: number) => i.toString(16).padStart(12, "0");

describe("the proofing store", () => {
  it("holds a list to its maximum across two processes, and 10,000 picks to it", async () => {
    const { one, two, proofer, grant } = await stores();
    const anna = proofer(grant());
    const maxima = new Map([["Album", 3]]);
    const verdicts = Array.from({ length: 8 }, (_, i) => (i % 2 ? one : two).change(anna, { kind: "pick", list: "Album", item: item(i), on: true }, maxima, i));
    expect(verdicts.map((verdict) => verdict.ok)).toEqual([true, true, true, false, false, false, false, false]);
    expect(verdicts[3]).toEqual({ ok: false, code: "PROOFING_LIST_FULL" });
    const open = new Map([["Album", proofingLimits.listMax]]);
    const ben = proofer(grant());
    for (let i = 0; i < 10_000; i++) one.change(ben, { kind: "pick", list: "Album", item: item(i), on: true }, open, i);
    expect(two.selectionOf(ben)!.picks).toHaveLength(proofingLimits.listMax);
  });

  it("locks a sent selection, reopens it for the owner, and keeps it when its link is revoked", async () => {
    const { sharing, one, two, link, proofer, grant } = await stores();
    const anna = proofer(grant());
    const maxima = new Map([["Album", 5]]);
    one.change(anna, { kind: "name", name: "Anna" }, maxima, 1);
    one.change(anna, { kind: "pick", list: "Album", item: item(1), on: true }, maxima, 2);
    one.change(anna, { kind: "comment", item: item(1), text: "crop" }, maxima, 3);
    expect(one.change(anna, { kind: "send" }, maxima, 4)).toMatchObject({ ok: true, selection: { sentAt: 4 } });
    expect(two.change(anna, { kind: "pick", list: "Album", item: item(2), on: true }, maxima, 5)).toEqual({ ok: false, code: "PROOFING_SENT" });
    const [selection] = two.selectionsOfLink(link.id);
    expect(two.reopen("another-link", selection!.id)).toBe(false);
    expect(two.reopen(link.id, selection!.id)).toBe(true);
    expect(one.change(anna, { kind: "pick", list: "Album", item: item(2), on: true }, maxima, 6).ok).toBe(true);
    sharing.revoke(link.id, 7);
    expect(one.selectionsOfLink(link.id)).toEqual([
      expect.objectContaining({
        name: "Anna",
        sentAt: null,
        comments: [{ item: item(1), text: "crop" }],
        picks: expect.arrayContaining([expect.objectContaining({ item: item(2) })]),
      }),
    ]);
    expect(one.summaries([link.id, "nobody"])).toEqual(new Map([[link.id, { people: 1, picked: 2, sent: 0, lastSentAt: null }]]));
  });

  it("takes as many people as a link allows, and no more", async () => {
    const { one, proofer, grant } = await stores();
    const maxima = new Map([["Album", 5]]);
    const verdicts = Array.from({ length: proofingLimits.peoplePerLink + 1 }, () => one.change(proofer(grant()), { kind: "name", name: "" }, maxima, 1));
    expect(verdicts.filter((verdict) => verdict.ok)).toHaveLength(proofingLimits.peoplePerLink);
    expect(verdicts.at(-1)).toEqual({ ok: false, code: "PROOFING_PEOPLE_LIMITED" });
  });
});
