import { existsSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { assetsGzip, budgets, bundleTracker, initialScripts, readClientManifest, viewerOpenBytes } from "../harness/bundle-sizes";

// The owner's size budgets, gzip, on the build `npm test` has just made: a budget only a bench
// prints is soon broken unnoticed.

let manifest: Awaited<ReturnType<typeof readClientManifest>>;

beforeAll(async () => {
  if (!existsSync("build/server/index.js")) throw new Error("no build: run `npm run build` first (npm test does)");
  manifest = await readClientManifest();
});

/** Pages a visitor opens: every route but the owner's, the JSON resources and the feeds. */
const publicPages = () => Object.keys(manifest.routes).filter((id) => id !== "root" && !/^routes\/(admin|api)[._]|\[\.\]/.test(id));

describe("size budgets (gzip)", () => {
  it("lists the public pages it checks", () => {
    expect(publicPages()).toEqual(expect.arrayContaining(["routes/_index", "routes/albums.$slug", "routes/albums.$slug.$n", "routes/search"]));
  });

  it("a public page's first scripts stay within 120 KB", async () => {
    const sizes = Object.fromEntries(await Promise.all(publicPages().map(async (id) => [id, await assetsGzip(initialScripts(manifest, id))] as const)));
    for (const [id, gzip] of Object.entries(sizes)) expect({ id, gzip, over: gzip > budgets.initialJs }).toEqual({ id, gzip, over: false });
  });

  it("the viewer's first open fetches at most 35 KB the album page had not loaded", async () => {
    const opened = await viewerOpenBytes(initialScripts(manifest, "routes/albums.$slug"));
    expect(opened.files.some((file) => file.endsWith(".css"))).toBe(true);
    expect(opened.gzip).toBeGreaterThan(10 * 1024);
    expect(opened.gzip).toBeLessThanOrEqual(budgets.viewer);
  });

  it("the tracker every page loads stays within 3 KB", async () => {
    const tracker = await bundleTracker();
    expect(tracker.core.gzip).toBeGreaterThan(1024);
    expect(tracker.core.gzip).toBeLessThanOrEqual(budgets.tracker);
  }, 30_000);
});
