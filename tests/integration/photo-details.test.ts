import { stat } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildSite } from "../../app/lib/content/build-site.server";
import { albumManifest } from "../../app/lib/content/manifest";
import type { Site } from "../../app/lib/content/site-types";
import { SourceIndex } from "../../app/lib/images/source-index.server";
import { makeJpeg, nikonPhoto, tempDir, writeYaml } from "../helpers/fixtures";
import { addresses } from "../helpers/addresses";

const nikon = { ...nikonPhoto, width: 600, height: 400 };

async function build(content: string): Promise<Site> {
  return buildSite(content, await SourceIndex.load(await tempDir()), { addresses });
}

const titles = (site: Site, slug: string) => site.albumsBySlug.get(slug)!.items.map((item) => item.title);

describe("photo details", () => {
  it("are read from the file's EXIF: camera cleaned, exposure, date with its offset, and nothing of where", async () => {
    const content = await tempDir();
    await makeJpeg(path.join(content, "Trips", "nikon.jpg"), nikon);
    const site = await build(content);
    const [item] = albumManifest(site, site.albumsBySlug.get("trips")!).items;
    expect(item!.type === "image" && item!.details).toEqual({
      camera: "NIKON Z 6",
      lens: "NIKKOR Z 50mm f/1.8 S",
      focalLength: 50,
      focalLength35: 75,
      aperture: 2.8,
      exposureTime: 0.004,
      iso: 400,
      exposureBias: -0.7,
      taken: "2024-05-01T14:03:12+02:00",
    });
    expect(JSON.stringify(item)).not.toMatch(/gps|latitude|longitude|51\.5/i);
  });

  it("of a maker whose name the model repeats, or not, read as a person would say them", async () => {
    const content = await tempDir();
    await makeJpeg(path.join(content, "Bodies", "a.jpg"), { width: 60, height: 40, camera: { make: "OLYMPUS IMAGING CORP.", model: "E-M5" } });
    await makeJpeg(path.join(content, "Bodies", "b.jpg"), { width: 60, height: 40, camera: { make: "Canon", model: "Canon EOS R5" } });
    await makeJpeg(path.join(content, "Bodies", "c.jpg"), { width: 60, height: 40, camera: { make: "FUJIFILM", model: "X-T4" } });
    await makeJpeg(path.join(content, "Bodies", "d.jpg"), { width: 60, height: 40, camera: { make: "RICOH IMAGING COMPANY, LTD.", model: "RICOH GR III" } });
    await makeJpeg(path.join(content, "Bodies", "e.jpg"), { width: 60, height: 40, camera: { make: "LEICA CAMERA AG", model: "LEICA Q2" } });
    await makeJpeg(path.join(content, "Bodies", "f.jpg"), { width: 60, height: 40, camera: { make: "SONY", model: "ILCE-7M3" } });
    const site = await build(content);
    expect(site.albumsBySlug.get("bodies")!.items.map((item) => item.type === "image" && item.details.camera)).toEqual([
      "OLYMPUS E-M5",
      "Canon EOS R5",
      "FUJIFILM X-T4",
      "RICOH GR III",
      "LEICA Q2",
      "SONY ILCE-7M3",
    ]);
  });

  it("leave out a value no camera could mean, and the source index stays readable with the rest", async () => {
    const content = await tempDir();
    const dataDir = await tempDir();
    const file = path.join(content, "Odd", "a.jpg");
    await makeJpeg(file, {
      width: 60,
      height: 40,
      taken: "2024:13:45 10:00:00",
      exposure: { focalLength: "65535/1", fNumber: "0/1", iso: 200, offset: "+99:00" },
    });
    const site = await buildSite(content, await SourceIndex.load(dataDir), { addresses });
    const [item] = site.albumsBySlug.get("odd")!.items;
    expect(item!.type === "image" && item!.details).toEqual({ camera: "TestCam Mark II", iso: 200 });
    // Read back, the index knows the file: a restart does not probe it again.
    const again = await SourceIndex.load(dataDir);
    expect(again.lookup(file, await stat(file))).toMatchObject({ facts: { details: { iso: 200 } } });
  });

  it("are left out of the manifest where the owner turned them off, site-wide or for one album", async () => {
    const content = await tempDir();
    await makeJpeg(path.join(content, "Open", "a.jpg"), nikon);
    await makeJpeg(path.join(content, "Quiet", "a.jpg"), nikon);
    await writeYaml(path.join(content, "Quiet", "album.yml"), { viewer: { details: false } });
    const site = await build(content);
    const details = (slug: string) => albumManifest(site, site.albumsBySlug.get(slug)!).items.map((item) => item.type === "image" && item.details?.camera);
    expect([details("open"), details("quiet")]).toEqual([["NIKON Z 6"], [undefined]]);

    await writeYaml(path.join(content, "vitrine.config.yml"), { viewer: { details: false } });
    await writeYaml(path.join(content, "Quiet", "album.yml"), { viewer: { details: true } });
    const off = await build(content);
    const offDetails = (slug: string) => albumManifest(off, off.albumsBySlug.get(slug)!).items.map((item) => item.type === "image" && item.details?.camera);
    expect([offDetails("open"), offDetails("quiet")]).toEqual([[undefined], ["NIKON Z 6"]]);
  });
});

describe("album.yml sort", () => {
  async function datedAlbum(sort?: string): Promise<Site> {
    const content = await tempDir();
    const dir = path.join(content, "Days");
    await makeJpeg(path.join(dir, "1-spring.jpg"), { width: 60, height: 40, taken: "2023:04:02 09:00:00", xmp: { title: "Spring" } });
    await makeJpeg(path.join(dir, "2-scan.jpg"), { width: 60, height: 40, xmp: { title: "An old scan" } });
    await makeJpeg(path.join(dir, "3-winter.jpg"), { width: 60, height: 40, taken: "2021:12:24 18:30:00", xmp: { title: "Winter" } });
    await makeJpeg(path.join(dir, "10-summer.jpg"), { width: 60, height: 40, taken: "2023:07:14 21:00:00", xmp: { title: "Summer" } });
    if (sort) await writeYaml(path.join(dir, "album.yml"), { sort });
    return build(content);
  }

  it.each([
    [undefined, ["Spring", "An old scan", "Winter", "Summer"]],
    ["name", ["Spring", "An old scan", "Winter", "Summer"]],
    ["-name", ["Summer", "Winter", "An old scan", "Spring"]],
    ["title", ["An old scan", "Spring", "Summer", "Winter"]],
    ["taken", ["Winter", "Spring", "Summer", "An old scan"]],
    ["-taken", ["Summer", "Spring", "Winter", "An old scan"]],
  ])("%s orders the images %j (undated last)", async (sort, expected) => {
    expect(titles(await datedAlbum(sort), "days")).toEqual(expected);
  });

  it("that is not one of the orders is reported, and the album keeps file-name order", async () => {
    const site = await datedAlbum("date");
    expect(site.problems).toEqual([expect.objectContaining({ code: "ALBUM_META_INVALID", field: "sort" })]);
    expect(titles(site, "days")).toEqual(["Spring", "An old scan", "Winter", "Summer"]);
  });
});
