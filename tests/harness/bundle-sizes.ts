/**
 * What the built client weighs, gzip: a route's first load, the viewer's chunk, the tracker.
 * Shared by the budget test (npm test) and the benches that print the same figures.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { build, type Metafile } from "esbuild";

/** The owner's budgets, gzip: a public page's first scripts, the viewer's chunk, the tracker every page loads. */
export const budgets = { initialJs: 120 * 1024, viewer: 35 * 1024, tracker: 3 * 1024 };

export const gzipSize = (bytes: Uint8Array): number => gzipSync(bytes, { level: 9 }).length;

type RouteAssets = { parentId?: string; module: string; imports?: string[]; css?: string[] };
type ClientManifest = { entry: { module: string; imports: string[] }; routes: Record<string, RouteAssets> };

/** Remix's manifest of the client build, as the server build carries it (`npm run build` first). */
export async function readClientManifest(buildDir = "build"): Promise<ClientManifest> {
  const serverBuild = path.resolve(buildDir, "server/index.js");
  const { assets } = (await import(pathToFileURL(serverBuild).href)) as { assets: ClientManifest };
  return assets;
}

/** The scripts a first visit to a route loads: the entry, then the root and every route down to it, with their imports. */
export function initialScripts(manifest: ClientManifest, routeId: string): Set<string> {
  const scripts = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`no route ${id} in the client manifest`);
    for (const script of [route.module, ...(route.imports ?? [])]) scripts.add(script);
  }
  return scripts;
}

/** The chunks a built module imports statically (Vite's minified ESM: `from"./x.js"`, `import"./x.js"`). */
function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((match) => match[1]!);
}

/**
 * The viewer's first open: its chunk, its stylesheet, and what it imports that the page had not
 * loaded already (`loaded`: the page's initial scripts, as `/assets/…` addresses).
 */
export async function viewerOpenBytes(loaded: Set<string>, buildDir = "build"): Promise<{ files: string[]; gzip: number }> {
  const assets = path.resolve(buildDir, "client/assets");
  const names = await readdir(assets);
  const chunk = names.find((name) => /^open-viewer-.*\.js$/.test(name));
  if (!chunk) throw new Error(`no open-viewer chunk in ${assets}`);
  const files = new Set([chunk, ...names.filter((name) => /^open-viewer-.*\.css$/.test(name))]);
  const pending = [chunk];
  for (let name = pending.pop(); name; name = pending.pop()) {
    for (const imported of staticImports(await readFile(path.join(assets, name), "utf8"))) {
      if (files.has(imported) || loaded.has(`/assets/${imported}`)) continue;
      files.add(imported);
      pending.push(imported);
    }
  }
  let gzip = 0;
  for (const name of files) gzip += gzipSize(await readFile(path.join(assets, name)));
  return { files: [...files], gzip };
}

/** The gzip size of built files named by their `/assets/…` addresses. */
export async function assetsGzip(addresses: Iterable<string>, buildDir = "build"): Promise<number> {
  let total = 0;
  for (const address of addresses) total += gzipSize(await readFile(path.resolve(buildDir, "client", `.${address}`)));
  return total;
}

export type TrackerBundle = {
  /** Minified size and gzip of what every page loads: the entry and its static chunks. */
  core: { min: number; gzip: number };
  /** The chunks fetched only when needed (GA4 forwarding, …), by name. */
  lazy: { name: string; modules: number; min: number; gzip: number }[];
  all: { min: number; gzip: number };
};

/** The tracker bundled on its own, as Vite bundles it (minified, ES2022, lazy chunks split off). */
export async function bundleTracker(entry = "app/tracker/index.ts"): Promise<TrackerBundle> {
  const out = "/bundle-sizes-out";
  const bundle = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    splitting: true,
    format: "esm",
    target: "es2022",
    outdir: out,
    write: false,
    metafile: true,
  });
  const files = new Map(bundle.outputFiles.map((file) => [path.relative(out, file.path), file.contents]));
  const outputs: Record<string, Metafile["outputs"][string]> = Object.fromEntries(
    Object.entries(bundle.metafile.outputs).map(([name, output]) => [path.relative(out, path.resolve(name)), output]),
  );
  const withStaticImports = (name: string, seen = new Set<string>()): Set<string> => {
    seen.add(name);
    for (const imported of outputs[name]!.imports) {
      const target = path.relative(out, path.resolve(imported.path));
      if (imported.kind === "import-statement" && !seen.has(target)) withStaticImports(target, seen);
    }
    return seen;
  };
  const measure = (names: Iterable<string>) => {
    const joined = Buffer.concat([...names].map((name) => files.get(name)!));
    return { min: joined.length, gzip: gzipSize(joined) };
  };
  const core = withStaticImports(Object.keys(outputs).find((name) => outputs[name]!.entryPoint)!);
  const lazy = Object.keys(outputs)
    .filter((name) => !core.has(name))
    .map((name) => ({ name: name.replace(/-\w+\.js$/, ""), modules: Object.keys(outputs[name]!.inputs).length, ...measure([name]) }));
  return { core: measure(core), lazy, all: measure(files.keys()) };
}
