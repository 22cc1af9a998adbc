import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../../app/lib/content/build-site.server";
import type { Site, VideoItem } from "../../app/lib/content/site-types";
import { videoWork } from "../../app/lib/content/video-work";
import { contentFilesRoute } from "../../app/lib/http/content-files.server";
import { DerivativeStore } from "../../app/lib/images/derivative-store.server";
import { SourceIndex } from "../../app/lib/images/source-index.server";
import { findFfmpegTools, type FfmpegTools } from "../../app/lib/videos/ffmpeg-tools.server";
import { moovPosition } from "../../app/lib/videos/moov-position.server";
import { probeVideo } from "../../app/lib/videos/probe-video.server";
import { VideoJobs } from "../../app/lib/videos/video-jobs.server";
import { videoFiles } from "../../app/server/video-files.server";
import { cameraPcmMov, lateMoovH264, phoneHevcMov, vp9Webm } from "../harness/video-clips";
import { addresses } from "../helpers/addresses";
import { makeJpeg, tempDir, writeYaml } from "../helpers/fixtures";
import { listenOnLoopback } from "../helpers/loopback-server";

// An album as a phone and a camera leave it, with the files a careless copy leaves too.
let content: string;
let dataDir: string;
let index: SourceIndex;
let site: Site;
const tools = findFfmpegTools();
const album = () => site.albumsBySlug.get("clips")!;
const video = (title: string) => album().items.find((item): item is VideoItem => item.type === "video" && item.title === title)!;
const build = (withTools: Promise<FfmpegTools> = tools, into = index) => buildSite(content, into, { addresses, videos: { tools: withTools, dataDir } });

beforeAll(async () => {
  content = await tempDir();
  dataDir = await tempDir();
  const clips = path.join(content, "Clips");
  await lateMoovH264(path.join(clips, "a-late.mp4"), { seconds: 6, blackUntil: 1.2 });
  await phoneHevcMov(path.join(clips, "b-phone.mov"));
  await vp9Webm(path.join(clips, "c-loop.webm"));
  await makeJpeg(path.join(clips, "m-photo.jpg"), { width: 300, height: 200 });
  await makeJpeg(path.join(clips, "still.jpg"), { width: 320, height: 180 });
  await writeYaml(path.join(clips, "a-late.mp4.yml"), { title: "Harbour at dusk", caption: "From the pier." });
  await writeYaml(path.join(clips, "c-loop.webm.yml"), { poster: "still.jpg", position: 1 });
  await writeFile(path.join(clips, "d-empty.mp4"), "");
  await copyFile(path.join(clips, "m-photo.jpg"), path.join(clips, "e-photo-named.mp4"));
  const late = await readFile(path.join(clips, "a-late.mp4"));
  await writeFile(path.join(clips, "f-cut.mp4"), late.subarray(0, late.length / 2));
  await copyFile(path.join(clips, "a-late.mp4"), path.join(clips, "g-sidecar.mp4"));
  await writeFile(path.join(clips, "g-sidecar.mp4.yml"), "title: [unclosed\n");
  index = await SourceIndex.load(dataDir);
  site = await build();
});

describe("videos dropped into an album folder", () => {
  it("are items among the pictures in name order, at a sidecar's position, with its title, caption and poster", () => {
    expect(album().items.map((item) => [item.type, item.title])).toEqual([
      ["video", "C loop"],
      ["video", "Harbour at dusk"],
      ["video", "B phone"],
      ["error", "D empty"],
      ["error", "E photo named"],
      ["error", "F cut"],
      ["video", "G sidecar"],
      ["image", "M photo"],
    ]);
    expect(video("Harbour at dusk").caption).toBe("From the pier.");
    expect(video("C loop").poster).toMatchObject({ width: 320, height: 180, file: path.join(content, "Clips", "still.jpg") });
  });

  it("know their size as shown, their exact codecs and what is made of them", () => {
    const phone = video("B phone");
    expect(phone).toMatchObject({ width: 240, height: 320, poster: { width: 240, height: 320 } });
    expect(phone.sources.map((source) => source.type)).toEqual([
      expect.stringMatching(/^video\/mp4; codecs="hvc1\.2\.4\.L\d+\.\w+, mp4a\.40\.2"$/),
      'video/mp4; codecs="avc1.640028, mp4a.40.2"',
    ]);
    expect(phone.sources.map((source) => source.src)).toEqual([phone.mediaPath, phone.mediaPath.replace("b-phone.mov", "b-phone.h264.mp4")]);
    expect(phone.made).toMatchObject({ faststart: undefined, fallbackReason: "hevc, 10-bit" });
    const late = video("Harbour at dusk");
    expect(late.sources).toEqual([{ src: late.mediaPath, type: expect.stringMatching(/^video\/mp4; codecs="avc1\.42c0\w\w, mp4a\.40\.2"$/) }]);
    expect(late.made).toMatchObject({ faststart: expect.stringMatching(/faststart\.mp4$/), fallback: undefined });
    expect(video("C loop").sources).toEqual([{ src: video("C loop").mediaPath, type: 'video/webm; codecs="vp9, opus"' }]);
  });

  it("take their poster past a black start, and it goes through the pictures' derivative pipeline", async () => {
    const poster = video("Harbour at dusk").poster!;
    const { channels } = await sharp(poster.file).stats();
    expect(Math.max(...channels.map((channel) => channel.mean))).toBeGreaterThan(24);
    expect(site.picturesByAddress.get(poster.address)).toEqual(poster);
    const made = await new DerivativeStore(dataDir).ensure(poster, 320, "webp");
    expect(await sharp(made).metadata()).toMatchObject({ format: "webp", width: 320, height: 240 });
  });

  it("name each file that is no video, and a sidecar that is no YAML, and build the rest", () => {
    const problems = site.problems.map(({ code, path: file }) => [code, path.basename(file)]);
    expect(problems).toEqual(
      expect.arrayContaining([
        ["VIDEO_UNREADABLE", "d-empty.mp4"],
        ["VIDEO_UNREADABLE", "e-photo-named.mp4"],
        ["VIDEO_UNREADABLE", "f-cut.mp4"],
        ["YAML_UNREADABLE", "g-sidecar.mp4.yml"],
      ]),
    );
    expect(problems).toHaveLength(4);
  });

  it("are read once per content: a rebuild with nothing changed runs no ffmpeg and makes no poster again", async () => {
    const poster = video("B phone").poster!.file;
    const before = (await stat(poster)).mtimeMs;
    const started = performance.now();
    const again = await build(Promise.resolve({ available: true, ffprobe: "/nonexistent/ffprobe", ffmpeg: "/nonexistent/ffmpeg" }));
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(again.albumsBySlug.get("clips")!.items.map((item) => item.title)).toEqual(album().items.map((item) => item.title));
    expect((await stat(poster)).mtimeMs).toBe(before);
  });

  it("without ffmpeg, are listed with what their names say: no poster, 16:9, their container's type", async () => {
    const bare = await build(Promise.resolve({ available: false, missing: ["ffprobe", "ffmpeg"] }), await SourceIndex.load(await tempDir()));
    const items = bare.albumsBySlug.get("clips")!.items;
    expect(items.filter((item) => item.type === "error")).toEqual([]);
    const phone = items.find((item) => item.title === "B phone") as VideoItem;
    expect(phone).toMatchObject({ width: 1920, height: 1080, poster: undefined, made: undefined, sources: [{ src: phone.mediaPath, type: "video/mp4" }] });
  });
});

describe("what is made of them, in the background", () => {
  const lines: string[] = [];
  const jobs = new VideoJobs(tools, { info: (line) => lines.push(line), warn: (line) => lines.push(line) });
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    await jobs.want(videoWork(site.albums, site.contentDir));
    await jobs.idle();
    const route = contentFilesRoute("/media/", content, videoFiles({ site: async () => site }));
    ({ server, port } = await listenOnLoopback((req, res) => void (route(req, res, { site: undefined } as never) || res.writeHead(404).end())));
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("is an index-first copy of the late H.264 clip (once for its two names) and a 720p-bounded H.264 fallback of the HEVC one, said in the log", async () => {
    expect(lines.filter((line) => !line.includes("%"))).toEqual([
      "videos: making the index-first copy of Clips/a-late.mp4, 1 of 2",
      expect.stringMatching(/^videos: made the index-first copy of Clips\/a-late\.mp4 in \d+\.\d s$/),
      "videos: making the H.264 fallback of Clips/b-phone.mov (hevc, 10-bit), 2 of 2",
      expect.stringMatching(/^videos: made the H\.264 fallback of Clips\/b-phone\.mov in/),
      "videos: nothing left to make (2 made, 0 failed since the start)",
    ]);
    expect(video("G sidecar").made!.faststart).toBe(video("Harbour at dusk").made!.faststart);
    expect(await moovPosition(video("Harbour at dusk").made!.faststart!)).toBe("start");
    const fallback = await probeVideo("ffprobe", video("B phone").made!.fallback!);
    expect(fallback).toMatchObject({
      width: 240,
      height: 320,
      rotation: 0,
      video: { codec: "h264", bitDepth: 8 },
      codecs: "avc1.640028, mp4a.40.2",
      moov: "start",
    });
    // Wanted again by the next build: nothing to do.
    await jobs.want(videoWork(site.albums, site.contentDir));
    expect(jobs.status()).toEqual({ waiting: 0, running: undefined, made: 2, failed: 0 });
  });

  it("serves the copy at the original's address and the fallback at its own, with ranges", async () => {
    const get = (address: string, range: string) =>
      new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
        http
          .get({ host: "127.0.0.1", port, path: address, headers: { Range: range } }, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (chunk: Buffer) => chunks.push(chunk));
            res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
          })
          .on("error", reject);
      });
    const late = await get(video("Harbour at dusk").mediaPath, "bytes=0-63");
    expect(late.status).toBe(206);
    expect(late.body.subarray(0, 64).includes("moov")).toBe(true);
    const phone = video("B phone");
    expect((await get(phone.sources[1]!.src, "bytes=4-11")).body.toString("latin1")).toBe("ftypisom");
    expect((await get(video("C loop").mediaPath.replace("c-loop.webm", "c-loop.h264.mp4"), "bytes=0-1")).status).toBe(404);
    expect((await get(phone.mediaPath.replace("b-phone.mov", "b-phone.h264.h264.mp4"), "bytes=0-1")).status).toBe(404);
  });

  it("a job that fails is logged once, its original served alone, and not tried again", async () => {
    const broken = path.join(content, "Clips", "f-cut.mp4");
    const job = {
      ...videoWork(site.albums, site.contentDir).find((each) => each.kind === "fallback")!,
      source: broken,
      target: path.join(dataDir, "broken", "fallback.mp4"),
    };
    await jobs.want([job]);
    await jobs.idle();
    expect(lines.filter((line) => line.startsWith("[VIDEO_CONVERT_FAILED]"))).toEqual([
      expect.stringContaining(`${broken}: the H.264 fallback could not be made (`),
    ]);
    await jobs.want([job]);
    await jobs.idle();
    expect(jobs.status()).toMatchObject({ made: 2, failed: 1, waiting: 0 });
  });
});

describe("what was made of a video that goes", () => {
  it("is removed at the next build, with what an older pipeline made; without ffmpeg nothing is", async () => {
    const phone = video("B phone");
    const late = video("Harbour at dusk");
    const older = path.join(dataDir, "videos", "v0", "ab", "abcdef");
    await mkdir(older, { recursive: true });
    await writeFile(path.join(older, "fallback.mp4"), "old");
    await rename(phone.file, path.join(content, "b-phone.mov.moved-away"));
    await build(Promise.resolve({ available: false, missing: ["ffprobe", "ffmpeg"] }));
    expect(await exists(phone.made!.fallback!)).toBe(true);
    site = await build();
    expect(album().items.some((item) => item.title === "B phone")).toBe(false);
    expect(await exists(path.dirname(phone.made!.fallback!))).toBe(false);
    expect(await exists(path.join(dataDir, "videos", "v0"))).toBe(false);
    expect(await exists(late.made!.faststart!)).toBe(true);
    expect(await exists(late.poster!.file)).toBe(true);
  });

  it("while its fallback is being made: the encode is stopped, and said so", async () => {
    const clip = path.join(content, "Clips", "h-long.mov");
    // 90 s to encode again: the fallback is stopped within its first seconds, whatever the machine's load.
    await cameraPcmMov(clip, { seconds: 90 });
    site = await build();
    const lines: string[] = [];
    let started: () => void;
    const making = new Promise<void>((resolve) => (started = resolve));
    const jobs = new VideoJobs(tools, {
      info: (line) => {
        lines.push(line);
        if (line.startsWith("videos: making the H.264 fallback of Clips/h-long.mov")) started();
      },
      warn: (line) => lines.push(line),
    });
    const wanted = videoWork(site.albums, site.contentDir);
    const target = wanted.find((job) => job.name === "Clips/h-long.mov")!.target;
    void jobs.want(wanted);
    await making;
    await rm(clip);
    site = await build();
    await jobs.want(videoWork(site.albums, site.contentDir));
    await jobs.idle();
    expect(lines).toContain("videos: stopped the H.264 fallback of Clips/h-long.mov: its video is gone or changed");
    expect(lines.filter((line) => line.startsWith("[VIDEO_CONVERT_FAILED]"))).toEqual([]);
    expect(jobs.status()).toMatchObject({ failed: 0, waiting: 0, running: undefined });
    expect(await exists(path.dirname(target))).toBe(false);
  });
});

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );
