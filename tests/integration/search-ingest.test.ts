import { execFile } from "node:child_process";
import { rm } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, expect, it } from "vitest";
import { markEnd, markStart } from "../../app/lib/search/highlight";
import { planQuery } from "../../app/lib/search/plan-query";
import { SearchIndex } from "../../app/lib/search/search-index.server";
import { makeJpeg, tempDir, writeYaml } from "../helpers/fixtures";

const run = promisify(execFile);
const folders: string[] = [];

afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

it("npm run ingest builds the search index before any visitor comes", async () => {
  const content = await tempDir();
  const data = await tempDir();
  folders.push(content, data);
  await makeJpeg(path.join(content, "Harbour", "boats.jpg"), { width: 320, height: 240 });
  await writeYaml(path.join(content, "Harbour", "boats.jpg.yml"), { title: "Fishing boats at anchor", tags: ["harbour"] });

  const { stdout } = await run(process.execPath, ["--import", "tsx", "app/cli/ingest.ts"], { env: { ...process.env, CONTENT_DIR: content, DATA_DIR: data } });
  expect(stdout).toMatch(/2 search entries/);

  const index = SearchIndex.open(path.join(data, "search.sqlite"));
  try {
    const plan = planQuery("fish anch");
    if (plan.kind !== "words") throw new Error("no words");
    expect(index.find(plan, "item", { limit: 10, offset: 0, total: index.count(plan).item }).map((hit) => hit.marked.title)).toEqual([
      `${markStart}Fishing${markEnd} boats at ${markStart}anchor${markEnd}`,
    ]);
  } finally {
    index.close();
  }
});
