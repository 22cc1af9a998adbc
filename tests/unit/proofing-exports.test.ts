import { decodeXML } from "entities";
import { sidecar } from "exifr";
import { XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { readXmp } from "../../app/lib/images/read-xmp";
import { catalogueName } from "../../app/lib/proofing/exports/catalogue-name";
import { containedPairs, type ContainedPair } from "../../app/lib/proofing/exports/contained-pairs";
import type { ExportList, ExportPick, ExportSelection } from "../../app/lib/proofing/exports/export-selection";
import { pasteStrings } from "../../app/lib/proofing/exports/paste-strings";
import { selectionCsv } from "../../app/lib/proofing/exports/selection-csv";
import { xmpSidecars } from "../../app/lib/proofing/exports/xmp-sidecars";

const pick = (name: string, people: ExportPick["people"] = [{ person: "Ada", comment: "" }]): ExportPick => ({
  itemId: `id-${name}`,
  name,
  fileName: `${name}.jpg`,
  people,
});
const list = (name: string, names: string[], max = 40): ExportList => ({ name, max, picks: names.map((one) => pick(one)) });
const selection = (...lists: ExportList[]): ExportSelection => ({ albumTitle: "Smith wedding", linkLabel: "Smiths", lists });

describe("paste strings", () => {
  it("gives a list's names once each, in its order, as Lightroom, Capture One and a file manager take them", () => {
    const strings = pasteStrings(list("Album", ["318A1153", "318A1373", "318A1153", "IMG_0042"]));
    expect(strings).toEqual({
      lightroom: { text: "318A1153, 318A1373, IMG_0042", leftOut: [] },
      captureOne: { text: "318A1153 318A1373 IMG_0042", leftOut: [] },
      fileManager: { text: "318A1153 OR 318A1373 OR IMG_0042", leftOut: [] },
    });
    expect(pasteStrings(list("Empty", []))).toEqual({
      lightroom: { text: "", leftOut: [] },
      captureOne: { text: "", leftOut: [] },
      fileManager: { text: "", leftOut: [] },
    });
  });

  it("leaves out of Lightroom's and Capture One's what they would split, and quotes it for Finder and Explorer", () => {
    const strings = pasteStrings(list("Album", ["318A1153", "Smith wedding 012", "a,b", "!x", "x+", "OR", "-dash", "name:x", 'say "hi"', "Zürich_1.2"]));
    expect(strings.lightroom).toEqual({
      text: "318A1153, OR, -dash, name:x, Zürich_1.2",
      leftOut: ["Smith wedding 012", "a,b", "!x", "x+", 'say "hi"'],
    });
    expect(strings.captureOne).toEqual({ text: "318A1153 a,b !x x+ OR -dash name:x Zürich_1.2", leftOut: ["Smith wedding 012", 'say "hi"'] });
    expect(strings.fileManager).toEqual({
      text: '318A1153 OR "Smith wedding 012" OR "a,b" OR "!x" OR "x+" OR "OR" OR "-dash" OR "name:x" OR Zürich_1.2',
      leftOut: ['say "hi"'],
    });
  });
});

/** What the pairs must be, pair by pair: slow, and obviously right. */
function naivePairs(names: string[], others: string[] = []): ContainedPair[] {
  const all = [...new Set([...names, ...others])];
  return [...new Set(names)].flatMap((shorter) =>
    all.filter((longer) => longer !== shorter && longer.toLowerCase().includes(shorter.toLowerCase())).map((longer) => ({ shorter, longer })),
  );
}

describe("names a contains filter finds inside others", () => {
  it("finds a name anywhere inside another, letter case aside, and only where one is", () => {
    expect(containedPairs(["IMG_1", "IMG_10", "XIMG_1", "img_100", "DSC_5", "318A1153"])).toEqual([
      { shorter: "IMG_1", longer: "IMG_10" },
      { shorter: "IMG_1", longer: "XIMG_1" },
      { shorter: "IMG_1", longer: "img_100" },
      { shorter: "IMG_10", longer: "img_100" },
    ]);
    // A name twice inside another ("a" in "banana") is one pair; a name repeated is one name.
    expect(containedPairs(["an", "banana", "an"])).toEqual([{ shorter: "an", longer: "banana" }]);
    expect(containedPairs(["318A1153", "318A1373"])).toEqual([]);
  });

  it("finds the pictures outside the paste a name would also find: another list's, the album's unpicked", () => {
    expect(containedPairs(["IMG_1", "IMG_2"], ["IMG_10", "IMG_2", "img_1", "IMG_3"])).toEqual([
      { shorter: "IMG_1", longer: "IMG_10" },
      { shorter: "IMG_1", longer: "img_1" },
    ]);
  });

  it("agrees with the pair-by-pair answer on names with shared parts", () => {
    // Short names over a small alphabet, so that many are inside others.
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const name = () => Array.from({ length: 1 + Math.floor(random() * 6) }, () => "abAB1_"[Math.floor(random() * 6)]).join("");
    const names = Array.from({ length: 1500 }, name);
    const others = Array.from({ length: 500 }, name);
    const key = (pair: ContainedPair) => `${pair.shorter}\u0000${pair.longer}`;
    expect(containedPairs(names, others).map(key).sort()).toEqual(naivePairs(names, others).map(key).sort());
  });

  it("stays right and fast for 10,000 names", () => {
    // IMG_1 … IMG_10000: one is inside another exactly when its number begins the other's.
    const names = Array.from({ length: 10_000 }, (_, i) => `IMG_${i + 1}`);
    const expected = names.flatMap((longer) => {
      const digits = longer.slice(4);
      return Array.from({ length: digits.length - 1 }, (_, cut) => ({ shorter: `IMG_${digits.slice(0, cut + 1)}`, longer }));
    });
    const started = performance.now();
    const pairs = containedPairs(names);
    const took = performance.now() - started;
    const key = (pair: ContainedPair) => `${pair.shorter} ${pair.longer}`;
    expect(pairs.map(key).sort()).toEqual(expected.map(key).sort());
    expect(pairs).toHaveLength(28_894);
    // Camera names that share nothing but their prefix: none.
    expect(containedPairs(Array.from({ length: 10_000 }, (_, i) => `318A${String(i).padStart(4, "0")}`))).toEqual([]);
    // 100 to 200 ms on a shared core; pair by pair, 10⁸ comparisons, about 2.5 s.
    expect(took).toBeLessThan(2_000);
  });
});

describe("the selection as CSV", () => {
  it("has a row per list, picture and person, quoted by RFC 4180, formulas defused", () => {
    const csv = selectionCsv(
      selection(
        {
          name: "Album",
          max: 40,
          picks: [
            pick("318A1153", [
              { person: "Ada", comment: 'the "good" one, please' },
              { person: "", comment: "" },
            ]),
            pick("318A1373", [{ person: "Bob", comment: '=HYPERLINK("http://evil")' }]),
          ],
        },
        { name: "Retouch, light", max: 10, picks: [pick("318A1153", [{ person: "@Ada", comment: "line one\nline two" }]), pick("IMG_9", [])] },
      ),
    );
    expect(csv).toBe(
      [
        "list,name,file,person,comment",
        'Album,318A1153,318A1153.jpg,Ada,"the ""good"" one, please"',
        "Album,318A1153,318A1153.jpg,,",
        `Album,318A1373,318A1373.jpg,Bob,"'=HYPERLINK(""http://evil"")"`,
        `"Retouch, light",318A1153,318A1153.jpg,'@Ada,"line one\nline two"`,
        // A pick nobody is named for keeps its row.
        '"Retouch, light",IMG_9,IMG_9.jpg,,',
        "",
      ].join("\r\n"),
    );
  });
});

describe("XMP sidecars", () => {
  const lists = selection(
    list("Album", ["318A1153", "318A1373"]),
    list("Retouch", ["318A1373", "IMG_7"]),
    list("Print", ["IMG_8"]),
    list("Four", ["IMG_9"]),
    list("Five", ["IMG_10"]),
    list("Six", ["IMG_11"]),
  );

  it("labels a picture with the first list holding it and rates it by that list's place: 5 stars, 4, … never under 1", () => {
    expect(xmpSidecars(lists).map(({ fileName, rating, label }) => [fileName, rating, label])).toEqual([
      ["318A1153.xmp", 5, "Album"],
      ["318A1373.xmp", 5, "Album"],
      ["IMG_7.xmp", 4, "Retouch"],
      ["IMG_8.xmp", 3, "Print"],
      ["IMG_9.xmp", 2, "Four"],
      ["IMG_10.xmp", 1, "Five"],
      ["IMG_11.xmp", 1, "Six"],
    ]);
  });

  it("are XMP packets exifr reads the rating and label from", async () => {
    for (const one of xmpSidecars(lists)) {
      expect(XMLValidator.validate(one.xml)).toBe(true);
      const read = (await sidecar(Buffer.from(one.xml), {}, "xmp")) as { xmp: { Rating: number; Label: string } };
      expect(read.xmp).toEqual({ Rating: one.rating, Label: one.label });
    }
  });

  it("carry a list's name with markup, ampersands and quotes as text, and leave out what XML cannot hold", async () => {
    const hostile = `<script>alert("x")</script> & 'Tom's' \u0001picks`;
    const [one] = xmpSidecars(selection(list(hostile, ["IMG_1"])));
    expect(one!.xml).not.toContain("<script>");
    expect(XMLValidator.validate(one!.xml)).toBe(true);
    const kept = `<script>alert("x")</script> & 'Tom's' picks`;
    // exifr hands back an attribute's text as written, entities and all; the repo's reader decodes them.
    const read = (await sidecar(Buffer.from(one!.xml), {}, "xmp")) as { xmp: { Rating: number; Label: string } };
    expect([read.xmp.Rating, decodeXML(read.xmp.Label)]).toEqual([5, kept]);
    const own = readXmp(one!.xml);
    expect(own.ok && [own.sources.rating, own.sources.label]).toEqual(["5", kept]);
  });
});

describe("the catalogue's name", () => {
  it("is the original name the photo's metadata gives, else the published file's, without the extension", () => {
    expect(catalogueName({ fileName: "318A1153-2.jpg", details: { originalName: "318A1153.CR3" } })).toBe("318A1153");
    expect(catalogueName({ fileName: "IMG_0042.jpg", details: {} })).toBe("IMG_0042");
    expect(catalogueName({ fileName: "wedding.final.tif", details: {} })).toBe("wedding.final");
    expect(catalogueName({ fileName: "a.jpg", details: { originalName: "DSCF0001" } })).toBe("DSCF0001");
    expect(catalogueName({ fileName: "a.jpg", details: { originalName: ".CR2" } })).toBe(".CR2");
  });
});
