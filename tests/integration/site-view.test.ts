import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../../app/lib/content/build-site.server";
import { siteView, type Sight } from "../../app/lib/content/site-view";
import type { Site } from "../../app/lib/content/site-types";
import { albumHeader } from "../../app/lib/content/manifest";
import { SourceIndex } from "../../app/lib/images/source-index.server";
import { makeJpeg, tempDir, writeYaml } from "../helpers/fixtures";
import { addresses } from "../helpers/addresses";

// Who sees which album: the public, the owner, and holders of links to a private album or to a
// private sub-album of one.
let whole: Site;
const titles = (albums: { title: string }[]) => albums.map((album) => album.title);
const sight = (opened: Record<string, "none" | "web" | "originals">, owner = false): Sight => ({ owner, opened: new Map(Object.entries(opened)) });

beforeAll(async () => {
  const content = await tempDir("vitrine-view-");
  await makeJpeg(path.join(content, "Harbour", "boats.jpg"), { width: 300, height: 200, color: "#111111" });
  await makeJpeg(path.join(content, "Family", "picnic.jpg"), { width: 300, height: 200, color: "#222222" });
  await writeYaml(path.join(content, "Family", "album.yml"), { access: "private" });
  await makeJpeg(path.join(content, "Family", "Kids", "swing.jpg"), { width: 300, height: 200, color: "#333333" });
  await makeJpeg(path.join(content, "Family", "Kids", "Birthday", "cake.jpg"), { width: 300, height: 200, color: "#444444" });
  whole = await buildSite(content, await SourceIndex.load(await tempDir()), { addresses });
}, 60_000);

describe("a view of the site", () => {
  it("for the public: no private album, nor anything of it", () => {
    const view = siteView(whole);
    expect(titles(view.albums)).toEqual(["Harbour"]);
    expect([...view.albumsBySlug.keys()]).toEqual(["harbour"]);
  });

  it("for the owner: every album listed where it stands, the private ones marked", () => {
    const view = siteView(whole, sight({}, true));
    expect(titles(view.albums)).toEqual(["Family", "Harbour"]);
    expect(view.albums[0]!.children.map((album) => album.slug)).toEqual(["kids"]);
    expect(albumHeader(view.albumsBySlug.get("family")!, "en").private).toBe(true);
  });

  it("for a link's holder: the album at its address with its sub-albums listed in it, in no list of the site's, downloads as the link says", () => {
    const view = siteView(whole, sight({ family: "originals" }));
    expect(titles(view.albums)).toEqual(["Harbour"]);
    const family = view.albumsBySlug.get("family")!;
    expect(family.children.map((album) => album.slug)).toEqual(["kids"]);
    expect(view.albumsBySlug.get("birthday")?.parent?.slug).toBe("kids");
    expect([family.originals, view.albumsBySlug.get("birthday")!.originals]).toEqual([true, true]);
    const web = siteView(whole, sight({ family: "web" })).albumsBySlug.get("kids")!;
    expect([web.originals, web.webDownloads]).toEqual([false, true]);
  });

  it("for a link to a private sub-album: that album and those below it, nothing of the album above", () => {
    const view = siteView(whole, sight({ kids: "none" }));
    expect([...view.albumsBySlug.keys()].sort()).toEqual(["birthday", "harbour", "kids"]);
    const kids = view.albumsBySlug.get("kids")!;
    expect(kids.parent).toBeUndefined();
    expect(albumHeader(kids, "en").breadcrumbs.map((crumb) => crumb.slug)).toEqual(["kids"]);
    // Harbour's, the swing's and the cake's; not the picnic's.
    expect(view.picturesByAddress.size).toBe(3);
  });
});
