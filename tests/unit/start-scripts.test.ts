import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";

describe("the start scripts", () => {
  it("npm start builds, then starts the server exactly as npm run serve does: glibc's and V8's memory settings in one place", async () => {
    const { scripts } = JSON.parse(await readFile("package.json", "utf8")) as { scripts: Record<string, string> };
    expect(scripts.start).toBe(`npm run build && ${scripts.serve}`);
    // Read by glibc before Node starts (docs/benchmarks.md, "Memory"); an owner's own values win.
    expect(scripts.serve).toContain("MALLOC_ARENA_MAX=${MALLOC_ARENA_MAX:-2}");
    expect(scripts.serve).toContain("MALLOC_MMAP_THRESHOLD_=${MALLOC_MMAP_THRESHOLD_:-131072}");
    // exec: npm's shell gives way to the server, which then gets the signals of a stop itself.
    expect(scripts.serve).toMatch(/exec node --max-semi-space-size=2 build\/server\.js$/);
  });
});
