import { copyFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../harness/free-ports";
import { spawnServer, type SpawnedServer } from "../harness/spawn-server";
import { lateMoovH264 } from "../harness/video-clips";
import { makeJpeg, tempDir } from "../helpers/fixtures";
import { printed } from "../helpers/server-output";

// ffmpeg is the system's, found on the PATH: a server started where it is not (a PATH of an empty
// folder: node itself is started by its absolute path) still serves the site and its videos.
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
let server: SpawnedServer;
let content: string;

beforeAll(async () => {
  content = await tempDir("vitrine-no-ffmpeg-");
  await writeFile(path.join(content, "vitrine.config.yml"), "title: Without ffmpeg\n");
  await makeJpeg(path.join(content, "Clips", "a-photo.jpg"), { width: 300, height: 200 });
  await lateMoovH264(path.join(content, "Clips", "b-clip.mp4"));
  await copyFile(path.join(content, "Clips", "b-clip.mp4"), path.join(content, "Clips", "c-clip.mov"));
  const emptyPath = await tempDir("vitrine-empty-path-");
  server = spawnServer({ CONTENT_DIR: content, DATA_DIR: await tempDir("vitrine-no-ffmpeg-data-"), PORT: String(port), PATH: emptyPath });
  await server.listening(60_000);
});

afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
});

const missing = () =>
  server
    .output()
    .split("\n")
    .filter((line) => line.includes("[FFMPEG_MISSING]"));

describe("a server without ffmpeg on its PATH", () => {
  it("says once what is missing and how to install it", async () => {
    await printed(server, "[FFMPEG_MISSING]");
    expect(missing()).toEqual([
      "[FFMPEG_MISSING] PATH: ffprobe and ffmpeg not found: videos are listed without poster, size or H.264 fallback. " +
        "Install Debian's ffmpeg (sudo apt-get install ffmpeg, or your system's package) and restart",
    ]);
  });

  it("lists its videos with what their names say, a neutral 16:9 tile, and serves them with ranges", async () => {
    const album = (await (await fetch(`${origin}/api/galleries/clips`)).json()) as { items: Record<string, unknown>[] };
    expect(album.items.map(({ type, title, width, height, poster }) => ({ type, title, width, height, poster }))).toEqual([
      { type: "image", title: "A photo", width: 300, height: 200, poster: undefined },
      { type: "video", title: "B clip", width: 1920, height: 1080, poster: undefined },
      { type: "video", title: "C clip", width: 1920, height: 1080, poster: undefined },
    ]);
    const sources = album.items.slice(1).map((item) => item.sources);
    expect(sources).toEqual([
      [{ src: expect.stringMatching(/\/b-clip\.mp4$/), type: "video/mp4" }],
      [{ src: expect.stringMatching(/\/c-clip\.mov$/), type: "video/mp4" }],
    ]);
    const page = await (await fetch(`${origin}/albums/clips`)).text();
    expect(page.match(/class="grid-item grid-item--video grid-item--tile"/g)).toHaveLength(2);
    const range = await fetch(`${origin}${(sources[0] as { src: string }[])[0]!.src}`, { headers: { Range: "bytes=4-11" } });
    expect([range.status, await range.text()]).toEqual([206, "ftypisom"]);
  });

  it("does not say it again at the next build", async () => {
    await makeJpeg(path.join(content, "Clips", "d-photo.jpg"), { width: 300, height: 200 });
    await printed(server, "1 added");
    expect(missing()).toHaveLength(1);
  });
});
