import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const map = readFileSync(path.join(root, "docs/architecture.md"), "utf8");
const tree = map.split("```")[1]!.split("\n");

/**
 * The tree's entries as paths from the root: names at a line's start, indented two spaces a level
 * (app/, then app/lib/); a line indented further continues the description above it.
 */
function treePaths(): string[] {
  const parents: string[] = [];
  return tree.flatMap((line) => {
    const indent = line.length - line.trimStart().length;
    const names = line.trimStart().split(/ {2,}/)[0]!;
    if (!names || indent > 4) return [];
    const depth = indent / 2;
    parents.length = depth;
    const paths = names.split(/[ ,]+/).map((name) => [...parents, name].join(""));
    if (names.endsWith("/") && !names.includes(" ")) parents[depth] = names;
    return paths;
  });
}

/** Paths named in the prose between backticks: from the root, or under app/ for lib/…; addresses and globs left out. */
function prosePaths(): string[] {
  return [...map.matchAll(/`([^`\s*]+)`/g)]
    .map(([, token]) => token!)
    .filter((token) => !token.startsWith("/") && (token.includes("/") || /\.(ts|tsx|cjs|md)$/.test(token)))
    .map((token) => (token.startsWith("lib/") ? `app/${token}` : token));
}

const folders = (dir: string) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${dir}/${entry.name}/`);

describe("docs/architecture.md, the one-screen map", () => {
  it("names only paths that exist", () => {
    const named = [...treePaths(), ...prosePaths()];
    expect(named.length).toBeGreaterThan(30);
    expect(named.filter((name) => !existsSync(path.join(root, name)))).toEqual([]);
  });

  it("names every folder of app/ and app/lib/", () => {
    const named = new Set(treePaths());
    expect([...folders("app"), ...folders("app/lib")].filter((folder) => !named.has(folder))).toEqual([]);
  });

  it("fits one screen", () => {
    expect(map.split("\n").length).toBeLessThanOrEqual(80);
  });
});
