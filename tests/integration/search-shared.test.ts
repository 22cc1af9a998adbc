import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { SearchIndex } from "../../app/lib/search/search-index.server";
import { tempDir } from "../helpers/fixtures";

const run = promisify(execFile);
const worker = path.join(import.meta.dirname, "../helpers/search-sync-process.ts");

describe("a search index shared by app nodes (one DATA_DIR)", () => {
  it("four processes creating and syncing one fresh index at the same moment all succeed, and each record is stored once", async () => {
    // The first opens race to switch the new file to WAL; a few rounds make a lost race likely.
    for (let round = 0; round < 8; round++) {
      const file = path.join(await tempDir(), "search.sqlite");
      const at = Date.now() + 2500;
      const runs = await Promise.all(
        Array.from({ length: 4 }, () => run(process.execPath, ["--import", "tsx", worker, file, String(at)], { cwd: process.cwd() })),
      );
      const reports = runs.map((result) => JSON.parse(result.stdout.trim()) as { added: number; total: number });
      // One process wrote everything; the others found it done.
      expect(reports.map((report) => report.added).sort((a, b) => a - b)).toEqual([0, 0, 0, reports[0]!.total]);
      const index = SearchIndex.open(file);
      expect(index.sync([]).removed).toBe(reports[0]!.total);
      index.close();
    }
  }, 120_000);
});
