import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { en } from "../../app/lib/i18n/en";
import { messageKeys, type MessageKey } from "../../app/lib/i18n/messages";
import { namespaceOf, pageStrings, withEnglish, type StringNeed } from "../../app/lib/i18n/page-strings";
import { catalogues, siteMessages } from "../../app/lib/i18n/catalogues";

const app = path.resolve(import.meta.dirname, "../../app");

/** A module's file from an import's specifier, if it is one of app's TypeScript modules. */
function resolve(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

/**
 * The modules a page may run in the browser from this one: its imports, dynamic ones too (the viewer's
 * chunk), not server-only modules (their strings are the server's translator's) nor the catalogues.
 */
function browserModules(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || file.includes(".server.") || file.startsWith(path.join(app, "lib/i18n/"))) return;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+"(\.[^"]+)"|import\(\s*"(\.[^"]+)"\s*\)|^import\s+"(\.[^"]+)"/gm)) {
      const found = resolve(file, (match[1] ?? match[2] ?? match[3])!);
      if (found) visit(found);
    }
  };
  visit(entry);
  return seen;
}

const keys = new Set<string>(messageKeys);

/** The message keys a module names: as literals, or a whole namespace through a template (`browse.${facet}`). */
function keysNamed(file: string): MessageKey[] {
  const source = readFileSync(file, "utf8");
  const literal = [...source.matchAll(/["'`]([a-z]+\.[A-Za-z0-9]+)["'`]/g)].map((m) => m[1]!).filter((key) => keys.has(key));
  const templated = [...source.matchAll(/`([a-z]+)\.\$\{/g)].flatMap((m) => messageKeys.filter((key) => namespaceOf(key) === m[1]));
  return [...literal, ...templated] as MessageKey[];
}

const keysUsed = (entry: string) => new Set([...browserModules(entry)].flatMap(keysNamed));

/** Root first, then each route module that renders a page, with the route modules it nests in (flat routes: `a.b` holds `a.b.c`, not `a.b_.c`). */
const routeFiles = readdirSync(path.join(app, "routes")).filter((name) => name.endsWith(".tsx"));
const pages = routeFiles.map((name) => {
  const segments = name.replace(/\.tsx$/, "").split(".");
  const parents = routeFiles.filter((other) => {
    const prefix = other.replace(/\.tsx$/, "").split(".");
    return prefix.length < segments.length && prefix.every((segment, i) => segment === segments[i]) && !segments[prefix.length - 1]!.endsWith("_");
  });
  return { name, parents };
});

type RouteModule = { handle?: { strings?: StringNeed[] } };
const needsOf = async (file: string) => ((await import(/* @vite-ignore */ file)) as RouteModule).handle?.strings ?? [];
const covers = (needs: readonly StringNeed[], key: MessageKey) => needs.includes(key) || needs.includes(namespaceOf(key));

describe("each page's strings, held to what its modules translate", async () => {
  const rootFile = path.join(app, "root.tsx");
  const rootNeeds = await needsOf(rootFile);

  it("the root sends what the frame of every page translates, and nothing it does not", () => {
    const used = keysUsed(rootFile);
    expect(messageKeys.filter((key) => used.has(key) && !covers(rootNeeds, key))).toEqual([]);
    expect(rootNeeds.filter((need) => ![...used].some((key) => covers([need], key as MessageKey)))).toEqual([]);
  });

  for (const { name, parents } of pages) {
    it(`${name} sends what its page translates beyond the root's and its parents', and nothing more`, async () => {
      const file = path.join(app, "routes", name);
      const above = [...rootNeeds, ...(await Promise.all(parents.map((parent) => needsOf(path.join(app, "routes", parent))))).flat()];
      const own = await needsOf(file);
      const used = keysUsed(file);
      const missing = messageKeys.filter((key) => used.has(key) && !covers([...above, ...own], key));
      expect(missing).toEqual([]);
      // Every need is used here, and none is sent whole by a page above (the root's few search keys are the search page's too).
      expect(own.filter((need) => ![...used].some((key) => covers([need], key as MessageKey)))).toEqual([]);
      expect(own.filter((need) => messageKeys.filter((key) => covers([need], key)).every((key) => covers(above, key)))).toEqual([]);
    });
  }
});

describe("pageStrings", () => {
  it("sends nothing English already says: an English site without labels sends no strings", () => {
    expect(pageStrings(siteMessages("en"), ["page", "viewer", "search.label"])).toEqual({});
  });

  it("sends a translated page the keys of its needs only, the owner's labels among them", () => {
    const strings = pageStrings(siteMessages("de", { "album.photos": "Bilder", "viewer.close": "Zu" }), ["album", "search.label"]);
    expect(Object.keys(strings).sort()).toEqual([...messageKeys.filter((key) => key.startsWith("album.")), "search.label"].sort());
    expect(strings["album.photos"]).toEqual({ other: "Bilder" });
    expect(strings["search.label"]).toBe(catalogues.de!["search.label"]);
  });

  it("a page's strings over English give every key its site's text", () => {
    const messages = siteMessages("fr");
    const whole = withEnglish([pageStrings(messages, ["page"]), pageStrings(messages, ["album"])]);
    expect(whole["page.skip"]).toBe(messages["page.skip"]);
    expect(whole["album.pages"]).toBe(messages["album.pages"]);
    expect(whole["viewer.close"]).toBe(en["viewer.close"]);
  });
});
