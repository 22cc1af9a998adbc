import { describe, expect, it } from "vitest";
import { readXmp, xmpMaxBytes } from "../../app/lib/images/read-xmp";
import { boundWritten, preferWritten, writtenLimits } from "../../app/lib/images/written-metadata";
import { ownerXmp } from "../helpers/owner-xmp";

/** What a packet says, bounded as the build bounds it. */
function written(xml: string) {
  const read = readXmp(xml);
  if (!read.ok) throw new Error(read.reason);
  return { text: read.text, ...boundWritten(read.sources) };
}

const wrap = (inner: string) =>
  `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">` +
  `<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xmp="http://ns.adobe.com/xap/1.0/">${inner}</rdf:Description></rdf:RDF></x:xmpmeta>`;

describe("what photo tools wrote, read from XMP", () => {
  it("reads Lightroom's and digiKam's keywords, hierarchies, rating, label, faces, people and the original name", () => {
    const read = written(
      ownerXmp({
        title: "Harbour & boats",
        description: "Evening",
        subject: ["Zürich", "lake"],
        hierarchical: ["Places|Europe|Zürich", "Events|Trip 2024"],
        tagsList: ["Places/Europe/Zürich", "Family/Cousins"],
        rating: 4,
        label: "Red",
        faces: ["Ada Lovelace", "Alan Turing"],
        personInImage: ["Grace Hopper", "Ada Lovelace"],
        preservedFileName: "IMG_0042.JPG",
        rawFileName: "DSC_0042.NEF",
      }),
    );
    expect(read.text).toEqual({ title: "Harbour & boats", caption: "Evening" });
    expect(read.metadata).toEqual({
      // Flat keywords first, then each hierarchy's leaf; "Zürich" once.
      tags: ["Zürich", "lake", "Trip 2024", "Cousins"],
      tagPaths: [
        ["Places", "Europe", "Zürich"],
        ["Events", "Trip 2024"],
        ["Family", "Cousins"],
      ],
      rating: 4,
      label: "Red",
      // Faces' names (not the pet's), then PersonInImage, each once.
      people: ["Ada Lovelace", "Alan Turing", "Grace Hopper"],
      // The RAW Lightroom developed it from, over its name before an import renamed it: the catalogue's name.
      originalName: "DSC_0042.NEF",
    });
    expect(read.notes).toEqual([]);
  });

  it("knows a property by its namespace, whatever prefix binds it, and ignores look-alikes", () => {
    const xml =
      `<x:xmpmeta xmlns:x="adobe:ns:meta/"><r:RDF xmlns:r="http://www.w3.org/1999/02/22-rdf-syntax-ns#">` +
      `<r:Description xmlns:d="http://purl.org/dc/elements/1.1/" xmlns:fake="http://example.com/not-dc/">` +
      `<fake:subject><r:Bag><r:li>wrong</r:li></r:Bag></fake:subject><d:subject><r:Bag><r:li>right</r:li></r:Bag></d:subject>` +
      `</r:Description></r:RDF></x:xmpmeta>`;
    expect(written(xml).metadata).toEqual({ tags: ["right"] });
  });

  it("takes the original name without any folder, a rejected photo's rating, and leaves out a rating that is none", () => {
    expect(written(ownerXmp({ rawFileName: "C:\\Users\\me\\Photos\\DSC_1.NEF", rating: -1 })).metadata).toEqual({ originalName: "DSC_1.NEF", rating: -1 });
    const bad = written(ownerXmp({ rating: "lots" }));
    expect(bad.metadata).toEqual({});
    expect(bad.notes).toEqual(['the rating "lots" is not a number from -1 to 5: left out']);
  });

  it("takes the original name as the catalogue knows it: crs:RawFileName, else xmpMM:PreservedFileName, else darktable's xmpMM:DerivedFrom", () => {
    const all = { rawFileName: "DSC_0042.NEF", preservedFileName: "IMG_0042.JPG", derivedFrom: "IMG_1234.CR2" };
    expect(written(ownerXmp(all)).metadata).toEqual({ originalName: "DSC_0042.NEF" });
    expect(written(ownerXmp({ ...all, rawFileName: undefined })).metadata).toEqual({ originalName: "IMG_0042.JPG" });
    expect(written(ownerXmp({ derivedFrom: "IMG_1234.CR2" })).metadata).toEqual({ originalName: "IMG_1234.CR2" });
    // darktable's export writes it as an element too, whatever prefix binds the namespace.
    expect(written(wrap(`<mm:DerivedFrom xmlns:mm="http://ns.adobe.com/xap/1.0/mm/">IMG_7.NEF</mm:DerivedFrom>`)).metadata).toEqual({
      originalName: "IMG_7.NEF",
    });
    // Photoshop's and Lightroom's DerivedFrom is a reference to a document by its ids: no name, passed over.
    const reference = wrap(
      `<xmpMM:DerivedFrom xmlns:xmpMM="http://ns.adobe.com/xap/1.0/mm/" xmlns:stRef="http://ns.adobe.com/xap/1.0/sType/ResourceRef#"` +
        ` stRef:documentID="xmp.did:1" stRef:instanceID="xmp.iid:2"/>`,
    );
    expect(written(reference).metadata).toEqual({});
  });

  it("holds 10,000 keywords to the first 100, and says so", () => {
    const started = performance.now();
    const read = written(ownerXmp({ subject: Array.from({ length: 10_000 }, (_, i) => `keyword ${i}`) }));
    expect(read.metadata.tags).toHaveLength(writtenLimits.tags);
    expect(read.metadata.tags?.[99]).toBe("keyword 99");
    expect(read.notes).toEqual(["10000 keywords: the first 100 are kept"]);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it("leaves out an absurdly long keyword whole, and cuts a hierarchy deeper than 8 levels", () => {
    const long = "x".repeat(500_000);
    const read = written(ownerXmp({ subject: ["sea", long], hierarchical: [Array.from({ length: 12 }, (_, i) => `L${i}`).join("|")] }));
    expect(read.metadata.tags).toEqual(["sea", "L7"]);
    expect(read.metadata.tagPaths).toEqual([["L0", "L1", "L2", "L3", "L4", "L5", "L6", "L7"]]);
    expect(read.notes).toEqual([
      "1 keyword hierarchies deeper than 8 levels are cut to 8",
      `1 words over 100 characters are left out: "${"x".repeat(40)}…" (500000 characters)`,
    ]);
  });

  it("keeps markup in a keyword as text, and turns control characters into spaces", () => {
    const read = written(ownerXmp({ subject: ["<script>alert(1)</script>", "tab\there\u0007bell", "<img src=x onerror=alert(1)>"] }));
    expect(read.metadata.tags).toEqual(["<script>alert(1)</script>", "tab here bell", "<img src=x onerror=alert(1)>"]);
  });

  it("refuses an entity bomb unexpanded, and says why", () => {
    const bomb =
      `<?xml version="1.0"?><!DOCTYPE x:xmpmeta [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">` +
      `<!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">]>` +
      wrap(`<dc:subject><rdf:Bag><rdf:li>&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;</rdf:li></rdf:Bag></dc:subject>`);
    expect(readXmp(bomb)).toEqual({ ok: false, reason: "it declares a DOCTYPE or entities, which XMP never does: not read" });
  });

  it("refuses what is not XML, XML that is not XMP, nesting past 64 levels and anything over 1 MB", () => {
    expect(readXmp("this is not XML at all \u0000")).toMatchObject({ ok: false, reason: expect.stringMatching(/^not XML: /) });
    expect(readXmp(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 1, 2]).toString("latin1"))).toMatchObject({ ok: false });
    expect(readXmp("<html><body>hello</body></html>")).toEqual({ ok: false, reason: "no XMP in it (no rdf:RDF element)" });
    expect(readXmp(wrap("<a:b xmlns:a='urn:a'>".repeat(100) + "</a:b>".repeat(100)))).toMatchObject({ ok: false, reason: expect.stringMatching(/nested/i) });
    expect(readXmp(wrap(`<dc:subject><rdf:Bag><rdf:li>${"x".repeat(xmpMaxBytes)}</rdf:li></rdf:Bag></dc:subject>`))).toEqual({
      ok: false,
      reason: "over 1 MB: not read",
    });
    // A name JavaScript objects hold dear is refused by the parser, never carried into an object.
    expect(readXmp(wrap("<__proto__>x</__proto__>"))).toMatchObject({ ok: false });
  });

  it("reads XML's own entities and character references, nothing more", () => {
    expect(written(wrap(`<dc:subject><rdf:Bag><rdf:li>a &amp; b &#xE9;&#233; &lt;i&gt; &nbsp;</rdf:li></rdf:Bag></dc:subject>`)).metadata.tags).toEqual([
      "a & b éé <i> &nbsp;",
    ]);
  });
});

describe("which source's metadata wins", () => {
  it("a sidecar's fields win over the file's one by one; its keywords, flat or not, replace the file's together", () => {
    const file = { tags: ["from file"], tagPaths: [["A", "B"]], rating: 2, label: "Blue", originalName: "x.jpg" };
    expect(preferWritten({ tags: ["from sidecar"], rating: 5 }, file)).toEqual({ tags: ["from sidecar"], rating: 5, label: "Blue", originalName: "x.jpg" });
    expect(preferWritten({ label: "Red" }, file)).toEqual({ ...file, label: "Red" });
    expect(preferWritten(undefined, file)).toBe(file);
  });
});
