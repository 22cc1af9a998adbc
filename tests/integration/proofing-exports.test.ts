import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { sidecar } from "exifr";
import { describe, expect, it } from "vitest";
import { buildSite } from "../../app/lib/content/build-site.server";
import type { ImageItem } from "../../app/lib/content/site-types";
import { SourceIndex } from "../../app/lib/images/source-index.server";
import { catalogueName } from "../../app/lib/proofing/exports/catalogue-name";
import type { ExportSelection } from "../../app/lib/proofing/exports/export-selection";
import { pasteStrings } from "../../app/lib/proofing/exports/paste-strings";
import { xmpSidecars } from "../../app/lib/proofing/exports/xmp-sidecars";
import { addresses } from "../helpers/addresses";
import { makeJpeg, tempDir } from "../helpers/fixtures";
import { ownerXmp } from "../helpers/owner-xmp";

const small = { width: 120, height: 80 };

describe("a client's picks exported under the catalogue's names", () => {
  it("names each picture as its metadata does, and writes sidecars exifr reads beside the RAWs", async () => {
    const content = await tempDir();
    const album = path.join(content, "Wedding");
    // Lightroom's export: the RAW it was developed from, over the name before an import renamed it.
    await makeJpeg(path.join(album, "Smith-001.jpg"), { ...small, xmp: ownerXmp({ rawFileName: "318A1153.CR3", preservedFileName: "IMG_0001.JPG" }) });
    // darktable's export: the file it was exported from; here in an .xmp sidecar, which wins over the file's own.
    await makeJpeg(path.join(album, "Smith-002.jpg"), { ...small, xmp: ownerXmp({ derivedFrom: "wrong.CR3" }) });
    await writeFile(path.join(album, "Smith-002.jpg.xmp"), ownerXmp({ derivedFrom: "318A1373.CR3" }));
    // Straight from the camera: its own name.
    await makeJpeg(path.join(album, "318A1400.jpg"), small);
    const site = await buildSite(content, await SourceIndex.load(await tempDir()), { addresses });
    const items = site.albumsBySlug.get("wedding")!.items.filter((item): item is ImageItem => item.type === "image");
    const picks = items.map((item) => ({ itemId: item.id, name: catalogueName(item), fileName: item.fileName, people: [{ person: "Ada", comment: "" }] }));
    expect(picks.map(({ fileName, name }) => [fileName, name])).toEqual([
      ["318A1400.jpg", "318A1400"],
      ["Smith-001.jpg", "318A1153"],
      ["Smith-002.jpg", "318A1373"],
    ]);

    const selection: ExportSelection = {
      albumTitle: "Wedding",
      linkLabel: "Smiths",
      lists: [
        { name: "Album & <book>", max: 40, picks },
        { name: "Retouch", max: 10, picks: picks.slice(1) },
      ],
    };
    expect(pasteStrings(selection.lists[1]!).lightroom.text).toBe("318A1153, 318A1373");
    const raws = await tempDir();
    for (const one of xmpSidecars(selection)) await writeFile(path.join(raws, one.fileName), one.xml);
    for (const name of ["318A1400", "318A1153", "318A1373"]) {
      const read = (await sidecar(path.join(raws, `${name}.xmp`))) as { xmp: { Rating: number; Label: string } };
      expect(read.xmp).toEqual({ Rating: 5, Label: "Album &amp; &lt;book&gt;" });
    }
    expect(await readFile(path.join(raws, "318A1153.xmp"), "utf8")).toContain('xmp:Label="Album &amp; &lt;book&gt;"');
  });
});
