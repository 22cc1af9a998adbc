import { describe, expect, it } from "vitest";
import { planAlbums, type AlbumRead } from "../../app/lib/content/album-plan";
import type { SlugFolder } from "../../app/lib/content/album-slugs";
import type { AlbumAccess } from "../../app/lib/content/schemas";

// Issue 37, finding 8b: slugs are given to albums anyone may see first, as if private ones did not
// exist, so a public address never changes for a private album nor tells that one exists.
const root = "/content";
const tree = (paths: string[]): SlugFolder[] => {
  const byDir = new Map<string, { dir: string; children: SlugFolder[] }>();
  const roots: SlugFolder[] = [];
  for (const relative of paths) {
    const dir = `${root}/${relative}`;
    const folder = { dir, children: [] };
    byDir.set(dir, folder);
    const parent = byDir.get(dir.slice(0, dir.lastIndexOf("/")));
    (parent ? parent.children : roots).push(folder);
  }
  return roots;
};
const reads = (entries: Record<string, Partial<AlbumRead["meta"]> | "unreadable">) =>
  new Map(
    Object.entries(entries).map(([relative, meta]): [string, AlbumRead] => [
      `${root}/${relative}`,
      meta === "unreadable" ? { meta: {}, ownAccess: "private" } : { meta, ownAccess: (meta.access ?? "public") as AlbumAccess },
    ]),
  );
const slugs = (folders: string[], files: Parameters<typeof reads>[0] = {}) =>
  Object.fromEntries([...planAlbums(tree(folders), reads(files), root).plans].map(([dir, plan]) => [dir.slice(root.length + 1), plan.slug]));
const visible = (planned: Record<string, string>, hidden: string[]) =>
  Object.entries(planned).filter(([folder]) => !hidden.some((h) => folder === h || folder.startsWith(`${h}/`)));

describe("album slugs", () => {
  const publicFolders = ["Archive", "Archive/Secret Wedding", "Alps", "Trips", "Trips/Alps", "Trips/Alps 2"];
  const before = slugs(publicFolders);

  it("of public albums do not change when a private album with a colliding name is added, at any depth", () => {
    expect(before).toEqual({
      Archive: "archive",
      "Archive/Secret Wedding": "secret-wedding",
      Alps: "alps",
      Trips: "trips",
      "Trips/Alps": "trips-alps",
      "Trips/Alps 2": "alps-2",
    });
    const cases: [string[], Parameters<typeof reads>[0], string[]][] = [
      [["Secret Wedding"], { "Secret Wedding": { access: "private" } }, ["Secret Wedding"]],
      [["Alps 2", "Alps 2/Inner"], { "Alps 2": { access: "private" }, "Alps 2/Inner": { access: "public" } }, ["Alps 2"]],
      [["Archive/Trips"], { "Archive/Trips": { access: "private" } }, ["Archive/Trips"]],
      // An album.yml that cannot be read makes its album private: it yields as private ones do.
      [["Trips-Alps"], { "Trips-Alps": "unreadable" }, ["Trips-Alps"]],
    ];
    for (const [extra, files, hidden] of cases) {
      const after = slugs([...publicFolders, ...extra], files);
      expect(Object.fromEntries(visible(after, hidden)), extra.join()).toEqual(before);
    }
  });

  it("of public albums never mention a private one; a private album's sub-albums count as private, and never carry its name", () => {
    const planned = slugs(["Archive", "Archive/Secret Wedding", "Secret Wedding", "Secret Wedding/Party", "Party"], {
      "Secret Wedding": { access: "private" },
      "Secret Wedding/Party": { access: "public" },
    });
    expect(planned).toEqual({
      Archive: "archive",
      "Archive/Secret Wedding": "secret-wedding",
      Party: "party",
      "Secret Wedding": "secret-wedding-2",
      // A link to the party alone must not tell its holder of the wedding above it.
      "Secret Wedding/Party": "party-2",
    });
    for (const [, slug] of visible(planned, ["Secret Wedding"])) expect(slug).not.toMatch(/secret-wedding-|party-/);
  });

  it("give unlisted albums their slugs with the public ones", () => {
    expect(slugs(["A", "B", "B/A"], { A: { access: "private" }, "B/A": { access: "unlisted" } })).toEqual({ A: "a-2", B: "b", "B/A": "a" });
  });
});

describe("album keys", () => {
  it("are the album.yml id when there is one, else the folder's path; a repeated id is a problem, and the later album keeps its path", () => {
    const planned = planAlbums(tree(["B", "B/Deep", "A", "C"]), reads({ "B/Deep": { id: "trip" }, A: { id: "trip" }, C: { id: "other_1" } }), root);
    expect(Object.fromEntries([...planned.plans].map(([dir, plan]) => [dir.slice(root.length + 1), plan.key]))).toEqual({
      A: "id:trip",
      B: "path:B",
      "B/Deep": "path:B/Deep",
      C: "id:other_1",
    });
    expect(planned.problems).toEqual([
      { code: "ALBUM_META_INVALID", path: "/content/B/Deep/album.yml", field: "id", message: '"trip" is the id of A already: ignored here' },
    ]);
  });
});
