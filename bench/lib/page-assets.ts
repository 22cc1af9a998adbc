import { decodeHTML } from "entities";
import { heldScriptType } from "../../app/lib/layout/script-gate";

/** The scripts and stylesheets a browser fetches for a page, by path, in the order they were found. */
export type PageAssets = { scripts: string[]; styles: string[] };

const attribute = (tag: string, name: string) => {
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return value === undefined ? undefined : decodeHTML(value);
};

/** A module's static imports of scripts (`import "…"`, `… from "…"`), not its dynamic ones (`import(…)`, fetched on use). */
const staticImports = (code: string) => [...code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)].map((match) => match[1]!);

/**
 * What a page's HTML names for a first visit: its stylesheets, its module preloads, its scripts'
 * `src`, the imports of its inline module scripts, and what those scripts import in turn
 * (`fetchText` reads a script). The module script held until the first pictures are painted
 * (app/lib/layout/script-gate.ts) counts as one, its `data-preloads` as module preloads: the
 * browser fetches them all the same. Same-origin paths only, each once.
 */
export async function pageAssets(html: string, pagePath: string, fetchText: (path: string) => Promise<string>): Promise<PageAssets> {
  const styles = new Set<string>();
  const scripts = new Set<string>();
  const named: Array<{ specifier: string; from: string }> = [];
  const sameOrigin = (specifier: string, from: string) => {
    const url = new URL(specifier, `http://page${from}`);
    return url.host === "page" ? url.pathname + url.search : undefined;
  };
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    const [rel, href] = [attribute(tag, "rel"), attribute(tag, "href")];
    const path = href === undefined ? undefined : sameOrigin(href, pagePath);
    if (path && rel === "stylesheet") styles.add(path);
    if (href && rel === "modulepreload") named.push({ specifier: href, from: pagePath });
  }
  for (const [, attributes = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [src, type] = [attribute(attributes, "src"), attribute(attributes, "type")];
    const preloads = attribute(attributes, "data-preloads")?.split(" ").filter(Boolean) ?? [];
    named.push(...preloads.map((specifier) => ({ specifier, from: pagePath })));
    if (src) named.push({ specifier: src, from: pagePath });
    else if (type === "module" || type === heldScriptType) named.push(...staticImports(body).map((specifier) => ({ specifier, from: pagePath })));
  }
  for (let next = named.shift(); next; next = named.shift()) {
    const path = sameOrigin(next.specifier, next.from);
    if (!path || scripts.has(path)) continue;
    scripts.add(path);
    named.push(...staticImports(await fetchText(path)).map((specifier) => ({ specifier, from: path })));
  }
  return { scripts: [...scripts], styles: [...styles] };
}
