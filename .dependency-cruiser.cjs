/**
 * The layers of app/ (docs/architecture.md, whose arrows tests/unit/architecture-map.test.ts checks), each importing only those below it:
 *
 *   routes/, root.tsx, entry.*          Remix's modules: thin, validate and call below
 *   server/                             the composition root (runtime) and the route helpers that need it
 *   components/ → hooks/                React: components, and the hooks they share
 *   viewer/ → tracker/                  browser-only: the gallery viewer, the analytics tracker
 *   lib/<domain>/                       domain code, pure or server-only; each imports only the domains after it in the
 *                                       map's order (`lib: a > b > … > core`, read from docs/architecture.md below)
 *   lib/core/                           what every layer shares: errors, formats, settings, SQLite's opening
 *
 * npm test runs this (npm run lint:layers): an arrow going back up fails the build.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- dependency-cruiser reads this file as CommonJS */
const { readFileSync } = require("node:fs");
const path = require("node:path");
/* eslint-enable @typescript-eslint/no-require-imports */

/** The domains top to bottom, core last, as docs/architecture.md writes them once. */
const domainOrder = /`lib: ([^`]+)`/
  .exec(readFileSync(path.join(__dirname, "docs/architecture.md"), "utf8"))?.[1]
  .split(">")
  .map((domain) => domain.trim());
if (!domainOrder) throw new Error("docs/architecture.md states no domain order (`lib: a > b > … > core`)");

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: "no-circular", severity: "error", comment: "A circle of modules.", from: { path: "^app/" }, to: { circular: true } },
    {
      name: "no-circular-folders",
      severity: "error",
      comment: "Two folders importing each other (through any path).",
      scope: "folder",
      from: { path: "^app/" },
      to: { circular: true },
    },
    {
      name: "lib-stays-below",
      severity: "error",
      comment: "Domain and core code never reach up into the server, React, the viewer or the routes.",
      from: { path: "^app/lib/" },
      to: { path: "^app/(server|routes|components|hooks|viewer|tracker|root\\.tsx|entry\\.)" },
    },
    ...domainOrder.slice(1).map((domain, i) => ({
      name: `domain-order-${domain}`,
      severity: "error",
      comment: `lib/${domain} imports only the domains after it in docs/architecture.md's order, none of ${domainOrder.slice(0, i + 1).join(", ")}.`,
      from: { path: `^app/lib/${domain}/` },
      to: { path: `^app/lib/(${domainOrder.slice(0, i + 1).join("|")})/` },
    })),
    {
      name: "lib-without-react",
      severity: "error",
      comment: "Domain and core code render nothing: no React, not even its types.",
      from: { path: "^app/lib/" },
      to: { path: "(^|/)node_modules/(@types/)?(react|react-dom)/" },
    },
    {
      name: "lib-with-remix-types-only",
      severity: "error",
      comment: "Of Remix, lib takes types only, but the cookies Remix makes (the owner's session, the share grants).",
      from: { path: "^app/lib/", pathNot: "^app/lib/(auth/owner-auth\\.server|sharing/grant-cookie)\\.ts$" },
      to: { path: "(^|/)node_modules/(@remix-run/|remix-utils/)", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "core-is-the-floor",
      severity: "error",
      comment: "lib/core imports no domain.",
      from: { path: "^app/lib/core/" },
      to: { path: "^app/lib/(?!core/)" },
    },
    {
      name: "server-below-routes",
      severity: "error",
      comment: "The server layer serves the routes; it never imports them or React.",
      from: { path: "^app/server/" },
      to: { path: "^app/(routes|components|hooks|viewer|root\\.tsx|entry\\.client)" },
    },
    {
      name: "react-below-routes",
      severity: "error",
      comment: "Components and hooks take their data as props and loaders' data; the composition root is the routes' to call.",
      from: { path: "^app/(components|hooks)/" },
      to: { path: "^app/(routes|server|root\\.tsx)" },
    },
    {
      name: "browser-code-stays-in-the-browser",
      severity: "error",
      comment:
        "The viewer, the tracker, DOM helpers, components and hooks run in the browser: no server-only module (its types, erased, are a loader's contract).",
      from: { path: "^app/(viewer|tracker|lib/dom|components|hooks)/" },
      to: { path: "(\\.server\\.tsx?$|^app/server/)", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "bench-uses-the-harness-only",
      severity: "error",
      comment: "bench/ shares tests/harness/ (what starts Chromium, ClickHouse, a server) and nothing else of the suites.",
      from: { path: "^bench/" },
      to: { path: "^tests/(?!harness/)" },
    },
    {
      name: "tests-use-bench-lib-only",
      severity: "error",
      comment:
        "The suites may share bench/lib/ (synthetic sites, a page's bytes), never a bench script (checked by tests/unit/architecture-map.test.ts, which cruises tests/ too).",
      from: { path: "^tests/(?!harness/)" },
      to: { path: "^bench/(?!lib/)" },
    },
    {
      name: "harness-stands-alone",
      severity: "error",
      comment: "The harness is neutral ground: it imports nothing of the suites or the benches.",
      from: { path: "^tests/harness/" },
      to: { path: "^(tests/(?!harness/)|bench/)" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
  },
};
