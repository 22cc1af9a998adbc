import { readdir, readFile, symlink, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import exifr from "exifr";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../../app/lib/content/build-site.server";
import { walkAlbums } from "../../app/lib/content/site-maps";
import { albumManifest, albumTree } from "../../app/lib/content/manifest";
import type { ImageItem, Site } from "../../app/lib/content/site-types";
import { DerivativeStore } from "../../app/lib/images/derivative-store.server";
import { deriveSite } from "../../app/server/ingest.server";
import { planDerivatives } from "../../app/lib/images/plan";
import { SourceIndex } from "../../app/lib/images/source-index.server";
import { makeJpeg, tempDir, writeCorruptImage, writeYaml } from "../helpers/fixtures";
import { addresses } from "../helpers/addresses";

let content: string;
let data: string;
let site: Site;
let outside: string;

beforeAll(async () => {
  content = await tempDir();
  data = await tempDir();
  await writeYaml(path.join(content, "vitrine.config.yml"), { title: "Fixture site", downloads: { originals: true } });
  // Trips / Alps / Glaciers: two levels of nesting.
  await writeYaml(path.join(content, "Trips", "album.yml"), { title: "Trips", description: "All of them", order: 2, cover: "b-xmp.jpg" });
  await makeJpeg(path.join(content, "Trips", "a-sidecar.jpg"), { width: 1200, height: 800, xmp: { title: "Embedded title", description: "Embedded caption" } });
  await writeYaml(path.join(content, "Trips", "a-sidecar.jpg.yml"), { title: "Sidecar title", caption: "Sidecar caption", alt: "Sidecar alt", tags: ["snow"] });
  await makeJpeg(path.join(content, "Trips", "b-xmp.jpg"), {
    width: 800,
    height: 1200,
    xmp: { title: "Glacier <b>tongue</b> & ice", description: "Blue ice at noon" },
  });
  await makeJpeg(path.join(content, "Trips", "c-exif-only.jpg"), { width: 640, height: 480, description: "Caption from EXIF ImageDescription" });
  await makeJpeg(path.join(content, "Trips", "d_plain-name.jpg"), { width: 500, height: 500 });
  await makeJpeg(path.join(content, "Trips", "e-iptc.jpg"), { width: 500, height: 400, iptc: { objectName: "Hafen in Zürich", caption: "Boote – am Abend" } });
  await makeJpeg(path.join(content, "Trips", "Alps", "rotated.jpg"), { width: 600, height: 400, orientation: 6, gps: true });
  await makeJpeg(path.join(content, "Trips", "Alps", "Glaciers", "ice.jpg"), { width: 400, height: 300 });
  await writeCorruptImage(path.join(content, "Trips", "Alps", "broken.jpg"));
  // Bad owner files: each is reported and the rest of the site still builds.
  await writeYaml(path.join(content, "Trips", "d_plain-name.jpg.yml"), { title: 42, colour: "blue" });
  await writeYaml(path.join(content, "Odd", "album.yml"), "title: [unclosed");
  await makeJpeg(path.join(content, "Odd", "one.jpg"), { width: 300, height: 200 });
  await writeYaml(path.join(content, "Odd", "items.yml"), {
    items: [
      { type: "youtube", title: "Fine video", url: "https://www.youtube.com/watch?v=aqz-KE-bpKQ", position: 1 },
      { type: "vimeo", title: "Bad video", url: "https://evil.example/123" },
      {
        type: "inline",
        title: "Hostile",
        html: '<p onclick="x()">Hi<script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">j</a></p>',
      },
      { type: "ajax", title: "Missing notes", file: "nope.html" },
      { type: "ajax", title: "Climbing out", file: "../../outside.html" },
      { type: "video", title: "Hidden film", file: ".secret.mp4" },
    ],
  });
  // Links are never followed: not a picture from elsewhere on the disk, not a whole folder.
  outside = await tempDir();
  await makeJpeg(path.join(outside, "elsewhere.jpg"), { width: 300, height: 200 });
  await writeFile(path.join(outside, "outside.html"), "<p>private</p>");
  await symlink(path.join(outside, "elsewhere.jpg"), path.join(content, "Odd", "linked.jpg"));
  await symlink(outside, path.join(content, "Linked"));
  await makeJpeg(path.join(content, "Hidden", "x.jpg"), { width: 300, height: 200 });
  await writeYaml(path.join(content, "_files", "notes.yml"), { not: "an album" });
  site = await buildSite(content, await SourceIndex.load(data), { addresses });
});

const album = (slug: string) => {
  const found = site.albumsBySlug.get(slug);
  if (!found) throw new Error(`no album ${slug}`);
  return found;
};
const item = (slug: string, fileName: string) => album(slug).items.find((i) => "fileName" in i && i.fileName === fileName)!;

describe("content model", () => {
  it("turns nested folders into nested albums, with slugs, order and breadcrumbs", () => {
    const tree = albumTree(site);
    expect(tree.map((a) => a.slug)).toEqual(["trips", "hidden", "odd"]);
    const trips = tree[0]!;
    expect(trips).toMatchObject({ title: "Trips", description: "All of them", path: "/albums/trips" });
    expect(trips.children.map((c) => c.slug)).toEqual(["alps"]);
    expect(trips.children[0]!.children.map((c) => c.slug)).toEqual(["glaciers"]);
    const glaciers = albumManifest(site, album("glaciers"));
    expect(glaciers.breadcrumbs.map((b) => b.title)).toEqual(["Trips", "Alps", "Glaciers"]);
    expect(glaciers.items).toHaveLength(1);
    expect([...walkAlbums(site.albums)].map((a) => a.slug)).not.toContain("_files");
  });

  it("takes titles and captions from the sidecar, then XMP, then EXIF, then the file name", () => {
    expect(item("trips", "a-sidecar.jpg")).toMatchObject({ title: "Sidecar title", caption: "Sidecar caption", alt: "Sidecar alt", tags: ["snow"] });
    expect(item("trips", "b-xmp.jpg")).toMatchObject({ title: "Glacier <b>tongue</b> & ice", caption: "Blue ice at noon" });
    expect(item("trips", "c-exif-only.jpg")).toMatchObject({ title: "C exif only", caption: "Caption from EXIF ImageDescription" });
    expect(item("trips", "d_plain-name.jpg")).toMatchObject({ title: "D plain name", caption: undefined });
  });

  it("reads IPTC titles and captions, in UTF-8 as today's tools write them", () => {
    expect(item("trips", "e-iptc.jpg")).toMatchObject({ title: "Hafen in Zürich", caption: "Boote – am Abend" });
  });

  it("uses the album.yml cover, and reports one that names no picture", async () => {
    expect(album("trips").cover?.hash).toBe((item("trips", "b-xmp.jpg") as { hash: string }).hash);
    const other = await tempDir();
    await makeJpeg(path.join(other, "Walks", "first.jpg"), { width: 300, height: 200 });
    await writeYaml(path.join(other, "Walks", "album.yml"), { cover: "gone.jpg" });
    const built = await buildSite(other, await SourceIndex.load(await tempDir()), { addresses });
    expect(built.albumsBySlug.get("walks")?.cover?.file).toBe(path.join(other, "Walks", "first.jpg"));
    expect(built.problems).toContainEqual(expect.objectContaining({ code: "ITEM_FILE_MISSING", field: "cover" }));
  });

  it("never follows a symbolic link or a path in items.yml out of the album, and says so", () => {
    expect(site.albumsBySlug.has("linked")).toBe(false);
    expect(album("odd").items.some((i) => "fileName" in i && i.fileName === "linked.jpg")).toBe(false);
    expect([...site.itemsById.values()].some(({ item }) => "file" in item && String(item.file).startsWith(outside))).toBe(false);
    const ignored = site.problems.filter((p) => p.code === "CONTENT_LINK_IGNORED").map((p) => path.relative(content, p.path));
    expect(ignored.sort()).toEqual(["Linked", path.join("Odd", "linked.jpg")]);
    expect(site.problems).toContainEqual(expect.objectContaining({ code: "ITEMS_INVALID", field: "items.4.file" }));
    expect(site.problems).toContainEqual(expect.objectContaining({ code: "ITEMS_INVALID", field: "items.5.file" }));
  });

  it("knows width, height and a placeholder for every image, with EXIF orientation applied", () => {
    expect(item("alps", "rotated.jpg")).toMatchObject({ type: "image", width: 400, height: 600 });
    for (const entry of site.itemsById.values()) {
      if (entry.item.type !== "image") continue;
      expect(entry.item.width).toBeGreaterThan(0);
      expect(entry.item.height).toBeGreaterThan(0);
      expect(entry.item.thumbhash).toMatch(/^[A-Za-z0-9+/=]{10,}$/);
    }
  });

  it("reports a broken image with its path and shows it as an error item", () => {
    expect(item("alps", "broken.jpg")).toMatchObject({ type: "error", title: "Broken" });
    const problem = site.problems.find((p) => p.code === "IMAGE_UNREADABLE");
    expect(problem?.path).toBe(path.join(content, "Trips", "Alps", "broken.jpg"));
    expect(album("alps").items.filter((i) => i.type === "image")).toHaveLength(1);
  });

  it("reports an invalid sidecar with its path and field, and still shows the image", () => {
    const problems = site.problems.filter((p) => p.code === "SIDECAR_INVALID");
    expect(problems.map((p) => [path.basename(p.path), p.field])).toEqual(expect.arrayContaining([["d_plain-name.jpg.yml", "title"]]));
    expect(problems.some((p) => p.message.includes("colour"))).toBe(true);
    expect(item("trips", "d_plain-name.jpg").type).toBe("image");
  });

  it("reports unparsable album.yml and bad items.yml entries, keeping the rest", () => {
    expect(site.problems.some((p) => p.code === "YAML_UNREADABLE" && p.path.endsWith(path.join("Odd", "album.yml")))).toBe(true);
    expect(album("odd").title).toBe("Odd");
    expect(site.problems).toContainEqual(expect.objectContaining({ code: "ITEMS_INVALID", field: "items.1.url" }));
    expect(album("odd").items.map((i) => i.type)).toEqual(["youtube", "image", "inline", "ajax"]);
    expect(site.problems).toContainEqual(
      expect.objectContaining({ code: "ITEM_FILE_MISSING", field: "items.3.file", message: expect.stringContaining("nope.html") }),
    );
  });

  it("strips script from owner HTML", () => {
    const inline = album("odd").items.find((i) => i.type === "inline");
    expect(inline?.type === "inline" && inline.html).toBe('<p>Hi<a rel="noopener noreferrer">j</a></p>');
  });

  it("rejects an invalid site config with the file, the field and the reason", async () => {
    const bad = await tempDir();
    await writeYaml(path.join(bad, "vitrine.config.yml"), { title: "x", share: ["myspace"] });
    await expect(buildSite(bad, await SourceIndex.load(await tempDir()), { addresses })).rejects.toThrow(
      /CONFIG_INVALID.*vitrine\.config\.yml \(field "share\.0"\)/,
    );
  });
});

describe("source index", () => {
  it("does not read unchanged files again: one stat decides", async () => {
    const index = await SourceIndex.load(data);
    const file = path.join(content, "Hidden", "x.jpg");
    const fixedTime = new Date("2024-01-01T00:00:00Z");
    await utimes(file, fixedTime, fixedTime);
    const hash = (s: Site) => (s.albumsBySlug.get("hidden")!.items[0] as { hash: string }).hash;
    const first = hash(await buildSite(content, index, { addresses }));
    // Same size and mtime, different pixels: an index that trusts the stat keeps the old facts.
    const original = await readFile(file);
    const replacement = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#ff0000" } })
      .jpeg()
      .toBuffer();
    await writeFile(file, Buffer.concat([replacement, Buffer.alloc(original.length)]).subarray(0, original.length));
    await utimes(file, fixedTime, fixedTime);
    expect(hash(await buildSite(content, index, { addresses }))).toBe(first);
    // Touching the file makes it count as changed.
    await utimes(file, new Date(), new Date());
    expect(hash(await buildSite(content, index, { addresses }))).not.toBe(first);
  });
});

describe("derivatives", () => {
  it("applies orientation and strips GPS and other metadata", async () => {
    const store = new DerivativeStore(data);
    const rotated = item("alps", "rotated.jpg") as Extract<ReturnType<typeof item>, { type: "image" }>;
    expect(await exifr.gps(rotated.file)).toMatchObject({ latitude: 51.5 });
    const file = await store.ensure(rotated, 400, "jpg");
    const meta = await sharp(file).metadata();
    expect([meta.width, meta.height]).toEqual([400, 600]);
    expect(meta.exif).toBeUndefined();
    expect(await exifr.gps(file).catch(() => undefined)).toBeUndefined();
  });

  it("makes one resize for many concurrent requests of the same derivative (single flight)", async () => {
    const store = new DerivativeStore(await tempDir());
    const picture = item("trips", "a-sidecar.jpg") as Extract<ReturnType<typeof item>, { type: "image" }>;
    const files = await Promise.all(Array.from({ length: 12 }, () => store.ensure(picture, 640, "avif")));
    expect(new Set(files).size).toBe(1);
    expect(store.encoded).toBe(1);
    expect((await sharp(files[0]!).metadata()).format).toBe("heif");
    await store.ensure(picture, 640, "avif");
    expect(store.encoded).toBe(1);
  });

  it("keeps metadata only when the owner asks, and never serves one setting's copies for the other", async () => {
    const owner = await tempDir();
    const dataDir = await tempDir();
    await makeJpeg(path.join(owner, "Walks", "gps.jpg"), { width: 600, height: 400, gps: true });
    const picture = async (stripMetadata: boolean) => {
      await writeYaml(path.join(owner, "vitrine.config.yml"), { images: { stripMetadata } });
      return (await buildSite(owner, await SourceIndex.load(dataDir), { addresses })).albumsBySlug.get("walks")!.items[0] as ImageItem;
    };
    const store = new DerivativeStore(dataDir);
    const kept = await picture(false);
    expect(await exifr.gps(await store.ensure(kept, 320, "jpg"))).toMatchObject({ latitude: 51.5 });
    // Switched on again: the same width now has another address, made without the GPS position.
    const stripped = await picture(true);
    expect(stripped.hash).not.toBe(kept.hash);
    expect(await exifr.gps(await store.ensure(stripped, 320, "jpg")).catch(() => undefined)).toBeUndefined();
  });

  it("ingest makes every planned derivative once; a second run makes none", async () => {
    const owner = await tempDir();
    const dataDir = await tempDir();
    await makeJpeg(path.join(owner, "Walks", "wide.jpg"), { width: 700, height: 300 });
    await makeJpeg(path.join(owner, "Walks", "tall.jpg"), { width: 300, height: 500 });
    const index = await SourceIndex.load(dataDir);
    const built = await buildSite(owner, index, { addresses });
    const planned = [...built.picturesByAddress.values()].reduce((sum, p) => sum + planDerivatives(p.width).length, 0);
    const first = await deriveSite(built, index, new DerivativeStore(dataDir));
    expect(first).toMatchObject({ pictures: 2, derivedNow: 2, encoded: planned, failed: [] });
    const onDisk = await readdir(path.join(dataDir, "derivatives"), { recursive: true });
    expect(onDisk.filter((name) => /\.(avif|webp|jpg)$/.test(name))).toHaveLength(planned);
    // A fresh process reads the index from disk: nothing is read or encoded again.
    const again = await deriveSite(
      await buildSite(owner, await SourceIndex.load(dataDir), { addresses }),
      await SourceIndex.load(dataDir),
      new DerivativeStore(dataDir),
    );
    expect(again).toMatchObject({ pictures: 2, derivedNow: 0, encoded: 0 });
  });
});
