/**
 * The arrows of docs/architecture.md checked against the code's imports (dependency-cruiser's JSON),
 * folder by folder. Pure: the map's text and an import list in, the problems out, so that the check
 * itself is tested on doctored maps and graphs (tests/unit/architecture-map.test.ts).
 */

/** One import: the importing file, what it resolved to (a repo path, or node_modules/…, or a core module), its specifier. */
export type Import = { from: string; to: string; module: string; typeOnly: boolean };

/** What the map states: its arrows (name → name, as drawn), the lib domains top to bottom (core last), the folders marked (browser). */
export type MapClaims = { arrows: [string, string][]; order: string[]; browser: string[] };

/** The slice of dependency-cruiser's JSON output read here. */
export type CruiseOutput = {
  modules: { source: string; dependencies: { resolved: string; module: string; dependencyTypes: string[] }[] }[];
  summary: { violations: { from: string; to: string; rule: { name: string } }[] };
};

export function importsOf(cruise: CruiseOutput): Import[] {
  return cruise.modules.flatMap((m) =>
    m.dependencies.map((d) => ({ from: m.source, to: d.resolved, module: d.module, typeOnly: d.dependencyTypes.includes("type-only") })),
  );
}

/**
 * The folder a file counts in: server.ts; app/<folder>, each lib domain on its own, the files at
 * app/'s top (root.tsx, entry.*, env.d.ts: Remix's modules) with the routes; bench/lib apart from
 * bench's scripts; tests/harness apart from the rest of tests/. Anything else (packages, node:*) none.
 */
export function unitOf(file: string): string | undefined {
  if (file === "server.ts") return file;
  const lib = /^app\/lib\/([^/]+)\//.exec(file);
  if (lib) return `lib/${lib[1]}`;
  const app = /^app\/([^/]+)\//.exec(file);
  if (app) return app[1];
  if (file.startsWith("app/")) return "routes";
  if (file.startsWith("bench/")) return file.startsWith("bench/lib/") ? "bench/lib" : "bench";
  if (file.startsWith("tests/")) return file.startsWith("tests/harness/") ? "tests/harness" : "tests";
  return undefined;
}

/** Folder → folder, each with one import that makes it (the first seen), for the messages. */
export function folderArrows(imports: Import[]): Map<string, Import> {
  const arrows = new Map<string, Import>();
  for (const imported of imports) {
    const from = unitOf(imported.from);
    const to = unitOf(imported.to);
    if (from && to && from !== to && !arrows.has(`${from} → ${to}`)) arrows.set(`${from} → ${to}`, imported);
  }
  return arrows;
}

/**
 * The claims of the map's text: every `a, b → c → d` between backticks draws a → c, b → c, c → d;
 * `lib: x > y > … > core` orders the domains (each may import only those after it); a tree line
 * whose description carries the tag (browser…) marks its folder as shipped to the browser.
 */
export function mapClaims(map: string): MapClaims {
  const arrows: [string, string][] = [];
  let order: string[] = [];
  const prose = map
    .split("```")
    .filter((_, i) => i % 2 === 0)
    .join("\n");
  for (const [, token] of prose.matchAll(/`([^`]+)`/g)) {
    const text = token!.replace(/\s+/g, " ").trim();
    if (text.startsWith("lib: ")) order = text.slice(5).split(" > ");
    if (!text.includes("→")) continue;
    const steps = text.split("→").map((step) => step.split(",").map((name) => name.trim()));
    for (let i = 1; i < steps.length; i++) for (const from of steps[i - 1]!) for (const to of steps[i]!) arrows.push([from, to]);
  }
  const tree = map.split("```")[1] ?? "";
  const browser = tree
    .split("\n")
    .filter((line) => / {2}\(browser[,)]/.test(line))
    .map((line) => line.trim().split(/ {2,}/)[0]!.replace(/\/$/, ""));
  return { arrows, order, browser };
}

/** The folders a name on the map stands for: lib is every lib folder, lib/<domain> every one but core. */
function expand(name: string, order: string[]): string[] {
  if (name === "lib") return order.map((domain) => `lib/${domain}`);
  if (name === "lib/<domain>") return order.filter((domain) => domain !== "core").map((domain) => `lib/${domain}`);
  return [name];
}

export type ArrowProblems = {
  /** Arrows the map draws that no import makes. */
  missing: string[];
  /** Imports between domains against the order: "lib/a → lib/b (file → file)". */
  againstOrder: string[];
  /** Any other import along no drawn path. */
  notOnTheMap: string[];
};

/**
 * The map against the code: each drawn arrow made by at least one import (for lib and
 * lib/<domain>, into or out of any of them); each folder-to-folder import along a path of drawn
 * arrows, and between two domains, from the higher to the lower in the order.
 */
export function checkArrows(imports: Import[], claims: MapClaims): ArrowProblems {
  const code = folderArrows(imports);
  const edges = new Map<string, Set<string>>();
  const add = (from: string, to: string) => edges.set(from, (edges.get(from) ?? new Set()).add(to));
  claims.arrows.forEach(([from, to]) => expand(from, claims.order).forEach((f) => expand(to, claims.order).forEach((t) => add(f, t))));
  claims.order.forEach((domain, i) => claims.order.slice(i + 1).forEach((below) => add(`lib/${domain}`, `lib/${below}`)));
  const reaches = (from: string, to: string) => {
    const seen = new Set<string>();
    const stack = [from];
    while (stack.length > 0) {
      for (const next of edges.get(stack.pop()!) ?? []) {
        if (next === to) return true;
        if (seen.has(next)) continue;
        seen.add(next);
        stack.push(next);
      }
    }
    return false;
  };
  const missing = claims.arrows
    .filter(([from, to]) => !expand(from, claims.order).some((f) => expand(to, claims.order).some((t) => code.has(`${f} → ${t}`))))
    .map(([from, to]) => `${from} → ${to}`);
  const stray = [...code].filter(([arrow]) => {
    const [from, to] = arrow.split(" → ") as [string, string];
    return !reaches(from, to);
  });
  const described = ([arrow, imported]: [string, Import]) => `${arrow} (${imported.from} → ${imported.to})`;
  const betweenDomains = ([arrow]: [string, Import]) => /^lib\/\S+ → lib\//.test(arrow);
  return {
    missing,
    againstOrder: stray.filter(betweenDomains).map(described),
    notOnTheMap: stray.filter((arrow) => !betweenDomains(arrow)).map(described),
  };
}

/** The imports of a server-only module (*.server.ts[x], app/server/) by the folders given, types apart. */
export function serverImportsOf(imports: Import[], folders: string[]): string[] {
  return imports
    .filter((i) => !i.typeOnly && folders.includes(unitOf(i.from) ?? "") && (/\.server\.tsx?$/.test(i.to) || unitOf(i.to) === "server"))
    .map((i) => `${i.from} → ${i.to}`);
}

/** The npm package a specifier names: react-dom/server → react-dom, @remix-run/node → @remix-run/node. */
const packageOf = (specifier: string) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

/**
 * What lib imports of React and Remix: React (react, react-dom) never, not even its types; Remix
 * (@remix-run/*, remix-utils) only its types, but in the files given (the cookies it makes).
 */
export function frameworkImportsOfLib(imports: Import[], remixAllowedIn: string[]): string[] {
  return imports
    .filter((i) => i.from.startsWith("app/lib/"))
    .filter((i) => {
      const name = packageOf(i.module);
      if (name === "react" || name === "react-dom") return true;
      const remix = name.startsWith("@remix-run/") || name === "remix-utils";
      return remix && !i.typeOnly && !remixAllowedIn.includes(i.from);
    })
    .map((i) => `${i.from} → ${i.module}`);
}
