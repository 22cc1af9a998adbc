import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { checkArrows, frameworkImportsOfLib, importsOf, mapClaims, serverImportsOf, type CruiseOutput, type Import } from "../helpers/architecture-arrows";

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

/** The files of lib that may import Remix at run time (the cookies it makes), as the map names them. */
const remixCookies = ["app/lib/auth/owner-auth.server.ts", "app/lib/sharing/grant-cookie.ts"];

/** A small map in the real one's notation, and an import list that follows it. */
const fixtureMap = [
  "```",
  "app/",
  "  routes/      pages",
  "  components/  React  (browser)",
  "  server/      the runtime",
  "```",
  "`routes → components → lib`; `routes → server → lib`; domains: `lib: content > images > core`.",
].join("\n");
const imported = (from: string, to: string, typeOnly = false, module = to): Import => ({ from, to, module, typeOnly });
const fixtureImports = [
  imported("app/routes/a.tsx", "app/components/B.tsx"),
  imported("app/routes/a.tsx", "app/server/runtime.server.ts"),
  imported("app/components/B.tsx", "app/lib/content/c.ts"),
  imported("app/components/B.tsx", "app/lib/images/d.server.ts", true),
  imported("app/server/runtime.server.ts", "app/lib/images/d.server.ts"),
  imported("app/lib/content/c.ts", "app/lib/images/e.ts"),
  imported("app/lib/images/e.ts", "app/lib/core/f.ts"),
  imported("app/lib/images/e.ts", "node:path"),
];
const noProblems = { missing: [], againstOrder: [], notOnTheMap: [] };

describe("the arrows check, on doctored maps and graphs", () => {
  it("reads the map's arrows, order and (browser) folders", () => {
    const claims = mapClaims(fixtureMap);
    expect(claims.arrows).toEqual([
      ["routes", "components"],
      ["components", "lib"],
      ["routes", "server"],
      ["server", "lib"],
    ]);
    expect(claims.order).toEqual(["content", "images", "core"]);
    expect(claims.browser).toEqual(["components"]);
  });

  it("passes imports that follow the map, through any path of its arrows", () => {
    expect(checkArrows(fixtureImports, mapClaims(fixtureMap))).toEqual(noProblems);
  });

  it("fails on a wrong import: a folder back up, or one no arrow leads to", () => {
    const wrong = [
      ...fixtureImports,
      imported("app/lib/content/c.ts", "app/components/B.tsx"),
      imported("app/components/B.tsx", "app/server/runtime.server.ts"),
    ];
    expect(checkArrows(wrong, mapClaims(fixtureMap)).notOnTheMap).toEqual([
      "lib/content → components (app/lib/content/c.ts → app/components/B.tsx)",
      "components → server (app/components/B.tsx → app/server/runtime.server.ts)",
    ]);
  });

  it("fails on a domain importing one above it in the order, core included", () => {
    const wrong = [...fixtureImports, imported("app/lib/images/g.ts", "app/lib/content/c.ts"), imported("app/lib/core/h.ts", "app/lib/images/e.ts")];
    const problems = checkArrows(wrong, mapClaims(fixtureMap));
    expect(problems.againstOrder).toEqual([
      "lib/images → lib/content (app/lib/images/g.ts → app/lib/content/c.ts)",
      "lib/core → lib/images (app/lib/core/h.ts → app/lib/images/e.ts)",
    ]);
    expect(problems.notOnTheMap).toEqual([]);
  });

  it("fails on a map that draws an arrow the code does not have", () => {
    const claims = mapClaims(fixtureMap.replace("`routes → server → lib`", "`routes → server → lib`; `server → components`; `lib/core → lib`"));
    expect(checkArrows(fixtureImports, claims).missing).toEqual(["server → components", "lib/core → lib"]);
  });

  it("finds a browser folder's server-only imports, its types apart", () => {
    const wrong = [...fixtureImports, imported("app/components/B.tsx", "app/lib/images/d.server.ts")];
    expect(serverImportsOf(wrong, ["components"])).toEqual(["app/components/B.tsx → app/lib/images/d.server.ts"]);
    expect(serverImportsOf(fixtureImports, ["components"])).toEqual([]);
  });

  it("finds React anywhere in lib, and Remix at run time outside the files allowed it", () => {
    const lib = [
      imported("app/lib/content/c.ts", "node_modules/@types/react/index.d.ts", true, "react"),
      imported("app/lib/content/c.ts", "node_modules/react-dom/server.node.js", false, "react-dom/server"),
      imported("app/lib/content/c.ts", "node_modules/@remix-run/node/dist/index.d.ts", true, "@remix-run/node"),
      imported("app/lib/content/c.ts", "node_modules/@remix-run/node/dist/index.js", false, "@remix-run/node"),
      imported("app/lib/auth/cookie.ts", "node_modules/@remix-run/node/dist/index.js", false, "@remix-run/node"),
      imported("app/components/B.tsx", "node_modules/react/index.js", false, "react"),
    ];
    expect(frameworkImportsOfLib(lib, ["app/lib/auth/cookie.ts"])).toEqual([
      "app/lib/content/c.ts → react",
      "app/lib/content/c.ts → react-dom/server",
      "app/lib/content/c.ts → @remix-run/node",
    ]);
  });
});

describe("docs/architecture.md's arrows against the code (dependency-cruiser's graph)", () => {
  let cruise: CruiseOutput;
  let imports: Import[];
  const claims = mapClaims(map);
  const config = createRequire(import.meta.url)(path.join(root, ".dependency-cruiser.cjs")) as {
    forbidden: { name: string; from: { path: string }; to: { path: string } }[];
  };

  beforeAll(async () => {
    // What npm run lint:layers cruises, and the suites too (for their rules: tests may use bench/lib only).
    const args = ["app", "server.ts", "bench", "tests", "--config", ".dependency-cruiser.cjs", "--output-type", "json"];
    const child = spawn(path.join(root, "node_modules/.bin/depcruise"), args, { cwd: root, stdio: ["ignore", "pipe", "inherit"] });
    const chunks: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    await new Promise((resolve) => child.on("close", resolve));
    cruise = JSON.parse(Buffer.concat(chunks).toString("utf8")) as CruiseOutput;
    imports = importsOf(cruise);
  }, 120_000);

  it("breaks none of .dependency-cruiser.cjs's rules, tests/ included", () => {
    expect(cruise.modules.length).toBeGreaterThan(500);
    expect(cruise.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)).toEqual([]);
  });

  it("orders every folder of app/lib/ once, core last", () => {
    expect(claims.order.at(-1)).toBe("core");
    expect([...claims.order].sort()).toEqual(
      folders("app/lib")
        .map((folder) => folder.slice("app/lib/".length, -1))
        .sort(),
    );
  });

  it("draws only arrows the code has, and the code imports along them only, each domain below those above it", () => {
    expect(claims.arrows.length).toBeGreaterThan(15);
    expect(checkArrows(imports, claims)).toEqual(noProblems);
  });

  it("fails on a wrong import and on a map that draws a missing arrow", () => {
    const wrong = [...imports, imported("app/lib/images/plan.ts", "app/lib/content/manifest.ts"), imported("app/hooks/use-t.ts", "app/viewer/open-viewer.ts")];
    const problems = checkArrows(wrong, claims);
    expect(problems.againstOrder).toEqual(["lib/images → lib/content (app/lib/images/plan.ts → app/lib/content/manifest.ts)"]);
    expect(problems.notOnTheMap).toEqual(["hooks → viewer (app/hooks/use-t.ts → app/viewer/open-viewer.ts)"]);
    expect(checkArrows(imports, mapClaims(map.replace("`routes → styles`", "`routes → styles`; `hooks → viewer`"))).missing).toEqual(["hooks → viewer"]);
  });

  it("marks the browser's folders (browser), none importing a server-only module, as the cruiser's rule says", () => {
    expect([...claims.browser].sort()).toEqual(["components", "hooks", "tracker", "viewer"]);
    expect(serverImportsOf(imports, claims.browser)).toEqual([]);
    const rule = config.forbidden.find((r) => r.name === "browser-code-stays-in-the-browser")!;
    expect(claims.browser.filter((folder) => !new RegExp(rule.from.path).test(`app/${folder}/a.ts`))).toEqual([]);
  });

  it("keeps React out of lib, and Remix but its types and the cookies the map names", () => {
    expect(remixCookies.every((file) => map.includes(`\`${file.slice("app/".length)}\``))).toBe(true);
    expect(frameworkImportsOfLib(imports, remixCookies)).toEqual([]);
  });

  it("is the order .dependency-cruiser.cjs enforces: each domain's rule forbids those above it", () => {
    const rules = config.forbidden.filter((r) => r.name.startsWith("domain-order-"));
    expect(rules.map((r) => r.from.path)).toEqual(claims.order.slice(1).map((domain) => `^app/lib/${domain}/`));
    expect(rules.map((r) => r.to.path)).toEqual(claims.order.slice(1).map((_, i) => `^app/lib/(${claims.order.slice(0, i + 1).join("|")})/`));
  });
});
