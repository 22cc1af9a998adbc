/**
 * How the built server starts on a library of N small pictures: time to its first HTTP answer, time
 * to ready (the first 200 of an album page), its RSS then; and the same on a second start with the
 * library unchanged (the source index in DATA_DIR reused). `npm run build` first.
 */
import { access, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { spawnServer } from "../../tests/harness/spawn-server";
import { writeBigAlbum } from "./content";

/** One start of the server: milliseconds from spawn, and resident memory once ready. */
export type StartFigures = { firstAnswerMs: number; readyMs: number; rssMb: number };
export type Row = { pictures: number; first: StartFigures; again: StartFigures };

/**
 * Albums of 1,000 pictures, as a photographer's folders would split a library: the library's
 * size is what is measured, not the cost of one huge album page (bench/large.ts measures that).
 */
const picturesPerAlbum = 1000;
/** Small pictures keep the generation to minutes; the probe of a 12 MP photo costs more (docs/benchmarks.md). */
const longSide = 640;
const firstPort = 3320;

/** The content folder of `size` distinct pictures, generated once and kept under the temp folder. */
async function libraryOf(size: number): Promise<string> {
  const root = path.join(os.tmpdir(), `vitrine-library-${size}`);
  const content = path.join(root, "content");
  const complete = path.join(root, "complete");
  if (
    await access(complete).then(
      () => true,
      () => false,
    )
  )
    return content;
  await rm(root, { recursive: true, force: true });
  await mkdir(content, { recursive: true });
  await writeFile(path.join(content, "vitrine.config.yml"), `title: ${size} pictures\n`);
  for (let first = 0; first < size; first += picturesPerAlbum) {
    const album = path.join(content, `Part ${String(first / picturesPerAlbum + 1).padStart(2, "0")}`);
    await writeBigAlbum(album, Math.min(picturesPerAlbum, size - first), longSide, first);
  }
  await writeFile(complete, "");
  return content;
}

async function status(url: string): Promise<number | undefined> {
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    return response.status;
  } catch {
    return undefined;
  }
}

async function rssMb(pid: number): Promise<number> {
  const text = await readFile(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(text)![1]) / 1024);
}

/** One start: polls the first album's page every 50 ms until it answers at all, then until it answers 200. */
async function startOnce(content: string, dataDir: string, port: number): Promise<StartFigures> {
  const started = performance.now();
  const server = spawnServer({ CONTENT_DIR: content, DATA_DIR: dataDir, PORT: String(port) });
  const page = `http://127.0.0.1:${port}/albums/part-01`;
  let firstAnswerMs: number | undefined;
  try {
    for (;;) {
      if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
      const answer = await status(page);
      if (answer !== undefined) firstAnswerMs ??= performance.now() - started;
      if (answer === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const readyMs = performance.now() - started;
    return { firstAnswerMs: firstAnswerMs!, readyMs, rssMb: await rssMb(server.child.pid!) };
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
  }
}

/** Per size: a first start on a fresh DATA_DIR, then a second one on the same DATA_DIR. */
export async function measureLibraries(sizes = [1000, 10000, 20000]): Promise<Row[]> {
  const rows: Row[] = [];
  for (const [i, pictures] of sizes.entries()) {
    const content = await libraryOf(pictures);
    const dataDir = path.join(os.tmpdir(), `vitrine-library-${pictures}-data`);
    await rm(dataDir, { recursive: true, force: true });
    const port = firstPort + (i % 10);
    const first = await startOnce(content, dataDir, port);
    const again = await startOnce(content, dataDir, port);
    rows.push({ pictures, first, again });
    await rm(dataDir, { recursive: true, force: true });
  }
  return rows;
}
