import { describe, expect, it } from "vitest";
import { pictureFiles } from "../../app/lib/content/raw-pairs";

describe("a folder's pictures, RAW+JPEG pairs as one", () => {
  it("shows a RAW alone by itself, and a RAW beside its JPEG as the JPEG, which names it", () => {
    expect(pictureFiles(["IMG_1.CR3", "IMG_1.JPG", "IMG_2.NEF", "notes.txt", "sky.heic", "IMG_3.dng", "img_3.jpg", "album.yml"])).toEqual([
      { fileName: "IMG_1.JPG", raws: ["IMG_1.CR3"] },
      { fileName: "IMG_2.NEF", raws: [] },
      { fileName: "sky.heic", raws: [] },
      { fileName: "img_3.jpg", raws: ["IMG_3.dng"] },
    ]);
  });

  it("takes every RAW format, and only a JPEG as a twin: a HEIC, PNG or TIFF of the same name leaves the RAW shown", () => {
    const raws = ["a.cr2", "b.CR3", "c.nef", "d.ARW", "e.raf", "f.ORF", "g.dng"];
    expect(pictureFiles(raws).map(({ fileName }) => fileName)).toEqual(raws);
    expect(pictureFiles(["a.DNG", "a.heic", "b.NEF", "b.png", "c.ARW", "c.tif"])).toEqual([
      { fileName: "a.DNG", raws: [] },
      { fileName: "a.heic", raws: [] },
      { fileName: "b.NEF", raws: [] },
      { fileName: "b.png", raws: [] },
      { fileName: "c.ARW", raws: [] },
      { fileName: "c.tif", raws: [] },
    ]);
  });

  it("gives the first of two JPEGs of one name the RAWs (two of them: a camera's CR2 and its DNG conversion)", () => {
    expect(pictureFiles(["x.CR2", "x.DNG", "x.jpeg", "x.jpg"])).toEqual([
      { fileName: "x.jpeg", raws: ["x.CR2", "x.DNG"] },
      { fileName: "x.jpg", raws: [] },
    ]);
  });

  it("does not pair names that only share a prefix or lack an extension", () => {
    expect(pictureFiles(["IMG_1.CR3", "IMG_10.JPG", "IMG_1.CR3.jpg", "CR3"])).toEqual([
      { fileName: "IMG_1.CR3", raws: [] },
      { fileName: "IMG_10.JPG", raws: [] },
      { fileName: "IMG_1.CR3.jpg", raws: [] },
    ]);
  });
});
