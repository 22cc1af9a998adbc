import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../../app/lib/content/build-site.server";
import { walkAlbums } from "../../app/lib/content/site-maps";
import { SourceIndex } from "../../app/lib/images/source-index.server";
import { tempDir, writeYaml } from "../helpers/fixtures";
import { addresses } from "../helpers/addresses";

let content: string;

beforeAll(async () => {
  content = await tempDir();
  for (const folder of ["Île", "Ile", "A B", "a-b", "Alps", path.join("Trips", "Alps")]) await mkdir(path.join(content, folder), { recursive: true });
});

afterAll(() => rm(content, { recursive: true, force: true }));

async function slugsByFolder(): Promise<Record<string, string>> {
  const site = await buildSite(content, await SourceIndex.load(await tempDir()), { addresses });
  return Object.fromEntries([...walkAlbums(site.albums)].map((album) => [path.relative(content, album.dir), album.slug]));
}

describe("album slugs", () => {
  it("resolve colliding folder names the same way on every build, whether or not an album.yml must be read first", async () => {
    const expected = { Île: "ile-2", Ile: "ile", "A B": "a-b", "a-b": "a-b-2", Alps: "alps", Trips: "trips", [path.join("Trips", "Alps")]: "trips-alps" };
    expect(await slugsByFolder()).toEqual(expected);
    // Reading an album.yml delays the albums that have one: their slugs must not change because of it.
    for (const folder of ["Ile", "A B", "Alps"]) await writeYaml(path.join(content, folder, "album.yml"), { description: "Has settings" });
    expect(await slugsByFolder()).toEqual(expected);
    expect(await slugsByFolder()).toEqual(expected);
  });
});
