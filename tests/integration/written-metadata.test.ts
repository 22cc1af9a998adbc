import { utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildSite } from "../../app/lib/content/build-site.server";
import { formatProblem } from "../../app/lib/content/problems";
import type { ImageItem, Site } from "../../app/lib/content/site-types";
import { SourceIndex } from "../../app/lib/images/source-index.server";
import { addresses } from "../helpers/addresses";
import { makeJpeg, tempDir, writeYaml } from "../helpers/fixtures";
import { ownerXmp } from "../helpers/owner-xmp";

const small = { width: 120, height: 80 };

async function build(content: string, index?: SourceIndex): Promise<Site> {
  return buildSite(content, index ?? (await SourceIndex.load(await tempDir())), { addresses });
}

const photo = (site: Site, slug: string, fileName: string) =>
  site.albumsBySlug.get(slug)!.items.find((item): item is ImageItem => item.type === "image" && item.fileName === fileName)!;

const problemsOf = (site: Site) => site.problems.map((problem) => formatProblem({ ...problem, path: path.basename(problem.path) }));

describe("metadata the owner's tools wrote", () => {
  it("comes from the file's XMP and IPTC, then an .xmp sidecar over it, then the YAML sidecar over both", async () => {
    const content = await tempDir();
    const trips = path.join(content, "Trips");
    await makeJpeg(path.join(trips, "a.jpg"), {
      ...small,
      xmp: ownerXmp({ subject: ["harbour"], hierarchical: ["Places|Europe|Zürich"], rating: 3, label: "Red", rawFileName: "DSC_0001.NEF" }),
      iptc: { keywords: ["from iptc", "Zürich"] },
    });
    // darktable's and digiKam's name for a sidecar: it wins over what the file says, field by field.
    await makeJpeg(path.join(trips, "b.jpg"), { ...small, xmp: ownerXmp({ title: "Old title", subject: ["old"], rating: 1, label: "Green" }) });
    await writeFile(path.join(trips, "b.jpg.xmp"), ownerXmp({ title: "Sidecar title", tagsList: ["Events/Wedding"], rating: 5 }));
    // Lightroom's: and the YAML sidecar over both.
    await makeJpeg(path.join(trips, "c.jpg"), small);
    await writeFile(path.join(trips, "c.xmp"), ownerXmp({ subject: ["from xmp"], rating: 4, preservedFileName: "IMG_9.JPG" }));
    await writeYaml(path.join(trips, "c.jpg.yml"), { title: "Owner's title", tags: ["from yaml"] });
    // Both names beside one photo: the one naming the file whole is read.
    await makeJpeg(path.join(trips, "d.jpg"), small);
    await writeFile(path.join(trips, "d.xmp"), ownerXmp({ subject: ["lightroom's"] }));
    await writeFile(path.join(trips, "d.jpg.xmp"), ownerXmp({ subject: ["darktable's"] }));
    const site = await build(content);

    const a = photo(site, "trips", "a.jpg");
    // Flat keywords (XMP, then IPTC: "Zürich" once), then each hierarchy's leaf.
    expect([a.tags, a.tagPaths]).toEqual([["harbour", "from iptc", "Zürich"], [["Places", "Europe", "Zürich"]]]);
    expect(a.details).toMatchObject({ rating: 3, label: "Red", originalName: "DSC_0001.NEF" });
    const b = photo(site, "trips", "b.jpg");
    expect([b.title, b.tags, b.tagPaths, b.details.rating, b.details.label]).toEqual(["Sidecar title", ["Wedding"], [["Events", "Wedding"]], 5, "Green"]);
    const c = photo(site, "trips", "c.jpg");
    expect([c.title, c.tags, c.tagPaths, c.details.rating, c.details.originalName]).toEqual(["Owner's title", ["from yaml"], [], 4, "IMG_9.JPG"]);
    expect(photo(site, "trips", "d.jpg").tags).toEqual(["darktable's"]);
    // Sidecars are no items of their own.
    expect(site.albumsBySlug.get("trips")!.items).toHaveLength(4);
    expect(site.problems).toEqual([]);
  });

  it("names people only when the owner turns people on; off, no name is anywhere in the site", async () => {
    const content = await tempDir();
    await makeJpeg(path.join(content, "Family", "a.jpg"), { ...small, xmp: ownerXmp({ faces: ["Ada Lovelace"], personInImage: ["Grace Hopper"] }) });
    const off = await build(content);
    expect(photo(off, "family", "a.jpg").people).toEqual([]);
    expect(JSON.stringify([...off.itemsById.values()].map(({ item }) => item))).not.toMatch(/Ada|Grace|Rex/);
    await writeFile(path.join(content, "vitrine.config.yml"), "people: { enabled: true }\n");
    expect(photo(await build(content), "family", "a.jpg").people).toEqual(["Ada Lovelace", "Grace Hopper"]);
  });

  it("minRating shows only the photos rated that many stars or more", async () => {
    const content = await tempDir();
    const best = path.join(content, "Best");
    await writeYaml(path.join(best, "album.yml"), { minRating: 4 });
    await makeJpeg(path.join(best, "five.jpg"), { ...small, xmp: ownerXmp({ rating: 5 }) });
    await makeJpeg(path.join(best, "four.jpg"), small);
    await writeFile(path.join(best, "four.xmp"), ownerXmp({ rating: 4 }));
    await makeJpeg(path.join(best, "three.jpg"), { ...small, xmp: ownerXmp({ rating: 3 }) });
    await makeJpeg(path.join(best, "rejected.jpg"), { ...small, xmp: ownerXmp({ rating: -1 }) });
    await makeJpeg(path.join(best, "unrated.jpg"), small);
    await makeJpeg(path.join(content, "All", "three.jpg"), { ...small, xmp: ownerXmp({ rating: 3 }) });
    const site = await build(content);
    expect(site.albumsBySlug.get("best")!.items.map((item) => item.title)).toEqual(["Five", "Four"]);
    expect(site.albumsBySlug.get("all")!.items).toHaveLength(1);
    await writeYaml(path.join(best, "album.yml"), { minRating: 6 });
    expect(problemsOf(await build(content))).toEqual(['[ALBUM_META_INVALID] album.yml (field "minRating"): Too big: expected number to be <=5']);
  });

  it("hostile sidecars and files are named in the log, bounded, and the build goes on", async () => {
    const content = await tempDir();
    const odd = path.join(content, "Odd");
    await makeJpeg(path.join(odd, "bomb.jpg"), { ...small, xmp: ownerXmp({ subject: ["kept from the file"] }) });
    await writeFile(
      path.join(odd, "bomb.jpg.xmp"),
      `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]><x:xmpmeta xmlns:x="adobe:ns:meta/">&lol2;</x:xmpmeta>`,
    );
    await makeJpeg(path.join(odd, "binary.jpg"), small);
    await writeFile(path.join(odd, "binary.xmp"), Buffer.from([0xff, 0xd8, 0x00, 0x01, 0x3c, 0x3c, 0x3c]));
    await makeJpeg(path.join(odd, "huge.jpg"), small);
    await writeFile(path.join(odd, "huge.jpg.xmp"), ownerXmp({ subject: ["x".repeat(2 * 1024 * 1024)] }));
    await makeJpeg(path.join(odd, "many.jpg"), small);
    await writeFile(path.join(odd, "many.xmp"), ownerXmp({ subject: Array.from({ length: 10_000 }, (_, i) => `k${i}`) }));
    // A JPEG's XMP segment holds 64 KB: as many keywords as fit.
    await makeJpeg(path.join(odd, "packed.jpg"), { ...small, xmp: ownerXmp({ subject: Array.from({ length: 2_000 }, (_, i) => `k${i}`) }) });
    await makeJpeg(path.join(odd, "broken.jpg"), { ...small, xmp: "<x:xmpmeta><rdf:RDF>cut short" });
    const started = performance.now();
    const site = await build(content);
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(photo(site, "odd", "bomb.jpg").tags).toEqual(["kept from the file"]);
    expect(photo(site, "odd", "many.jpg").tags).toHaveLength(100);
    expect(photo(site, "odd", "packed.jpg").tags).toHaveLength(100);
    const problems = problemsOf(site);
    expect(problems).toHaveLength(6);
    expect(problems).toEqual(
      expect.arrayContaining([
        "[XMP_INVALID] bomb.jpg.xmp: it declares a DOCTYPE or entities, which XMP never does: not read; the image keeps its own metadata",
        expect.stringMatching(/^\[XMP_INVALID\] binary\.xmp: not XML: .+; the image keeps its own metadata$/),
        "[XMP_INVALID] huge.jpg.xmp: over 1 MB: not read; the image keeps its own metadata",
        expect.stringMatching(/^\[XMP_INVALID\] broken\.jpg: its XMP packet: not XML: /),
        "[METADATA_TRIMMED] many.xmp: 10000 keywords: the first 100 are kept",
        "[METADATA_TRIMMED] packed.jpg: 2000 keywords: the first 100 are kept",
      ]),
    );
  });

  it("a rewritten .xmp is read again by the next build; an unchanged one costs a stat", async () => {
    const content = await tempDir();
    const file = path.join(content, "Walks", "a.jpg");
    await makeJpeg(file, small);
    await writeFile(`${file}.xmp`, ownerXmp({ subject: ["before"] }));
    const index = await SourceIndex.load(await tempDir());
    expect(photo(await build(content, index), "walks", "a.jpg").tags).toEqual(["before"]);
    // The same size, a new time: what a sidecar edited in place looks like.
    await writeFile(`${file}.xmp`, ownerXmp({ subject: ["after!"] }));
    const later = new Date(Date.now() + 5_000);
    await utimes(`${file}.xmp`, later, later);
    expect(photo(await build(content, index), "walks", "a.jpg").tags).toEqual(["after!"]);
  });
});
