import { describe, expect, it } from "vitest";
import { zipEntryNames } from "../../app/lib/downloads/zip-entry-names";
import { exportSelectionOf, viewedLists } from "../../app/lib/proofing/exports/export-selection-of";
import { picksReceipt } from "../../app/lib/proofing/picks-receipt";
import type { Selection } from "../../app/lib/proofing/selection";

const person = (id: string, name: string, picks: [list: string, item: string][], comments: [item: string, text: string][] = []): Selection => ({
  id: id.padEnd(12, "x"),
  linkId: "link",
  album: "path:Wedding",
  name,
  sentAt: null,
  createdAt: 0,
  picks: picks.map(([list, item], at) => ({ list, item, at })),
  comments: comments.map(([item, text]) => ({ item, text })),
});
const file = (id: string, fileName: string, originalName?: string) => ({ id, fileName, details: originalName ? { originalName } : {} });
const files = [file("a", "Smith-001.jpg", "318A1153.CR3"), file("b", "IMG_1.jpg"), file("c", "IMG_10.jpg")];

describe("the owner's exports of people's selections", () => {
  it("lists album.yml's lists in their order, then those only the picks still name", () => {
    const lists = viewedLists(
      [
        { name: "Album", max: 30 },
        { name: "Retouch", max: null },
      ],
      [
        person("ann", "Ann", [
          ["Old", "a"],
          ["Album", "b"],
          ["Gone", "c"],
          ["Old", "b"],
        ]),
      ],
    );
    expect(lists).toEqual([
      { name: "Album", max: 30 },
      { name: "Retouch", max: null },
      { name: "Old", max: null },
      { name: "Gone", max: null },
    ]);
    expect(viewedLists(undefined, [])).toEqual([]);
  });

  it("names each pick once per list, in the album's order, with everyone who picked it and their comment; a removed item is left out", () => {
    const ann = person(
      "ann",
      "Ann",
      [
        ["Album", "c"],
        ["Album", "a"],
        ["Album", "gone"],
      ],
      [["a", "Brighter"]],
    );
    const ben = person("ben", "", [
      ["Album", "a"],
      ["Retouch", "a"],
    ]);
    const lists = [
      { name: "Album", max: 2 },
      { name: "Retouch", max: null },
    ];
    const exported = exportSelectionOf({ albumTitle: "Wedding", linkLabel: "Smiths" }, lists, [ann, ben], files);
    expect(exported.lists.map((list) => [list.name, list.max, list.picks.map((pick) => [pick.name, pick.fileName, pick.people])])).toEqual([
      [
        "Album",
        2,
        [
          [
            "318A1153",
            "Smith-001.jpg",
            [
              { person: "Ann", comment: "Brighter" },
              { person: "", comment: "" },
            ],
          ],
          ["IMG_10", "IMG_10.jpg", [{ person: "Ann", comment: "" }]],
        ],
      ],
      ["Retouch", 2000, [["318A1153", "Smith-001.jpg", [{ person: "", comment: "" }]]]],
    ]);
  });
});

describe("the Sharing table's picks", () => {
  const one = { people: 1, picked: 37, sent: 1, lastSentAt: Date.parse("2027-06-12T15:00:00Z") };
  it("counts against the lists' maxima when every list has one, times the people", () => {
    expect(picksReceipt(one, [{ max: 30 }, { max: 10 }])).toBe("37 of 40, sent 2027-06-12");
    expect(picksReceipt({ ...one, sent: 0, lastSentAt: null }, [{ max: 40 }])).toBe("37 of 40, not sent");
    expect(picksReceipt({ ...one, people: 2, picked: 51 }, [{ max: 40 }])).toBe("2 people: 51 of 80; 1 sent, last 2027-06-12");
    expect(picksReceipt({ people: 3, picked: 5, sent: 0, lastSentAt: null }, [{ max: 40 }])).toBe("3 people: 5 of 120; none sent");
  });

  it("says only the count when a list has no maximum, or no one album's lists are known", () => {
    expect(picksReceipt({ ...one, picked: 12 }, [{ max: 30 }, { max: null }])).toBe("12 picked, sent 2027-06-12");
    expect(picksReceipt({ ...one, picked: 12 }, undefined)).toBe("12 picked, sent 2027-06-12");
    expect(picksReceipt({ ...one, picked: 12 }, [])).toBe("12 picked, sent 2027-06-12");
  });
});

describe("names inside a ZIP", () => {
  it("keeps each to one path segment and gives each once, letter case aside", () => {
    expect(zipEntryNames(["IMG_1.jpg", "img_1.JPG", "IMG_1.jpg", "../../etc/passwd.xmp", "a\\b.xmp", "..", "", "tab\there", "noext", "noext"])).toEqual([
      "IMG_1.jpg",
      "img_1 (2).JPG",
      "IMG_1 (3).jpg",
      ".._.._etc_passwd.xmp",
      "a_b.xmp",
      "_",
      "_ (2)",
      "tab_here",
      "noext",
      "noext (2)",
    ]);
  });
});
