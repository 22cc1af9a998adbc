import { stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { devices, type Page } from "@playwright/test";
import { expect, test } from "./collect";
import { seriousViolations, watchConsole } from "./helpers";
import { freePort } from "../harness/free-ports";
import { spawnServer, type SpawnedServer } from "../harness/spawn-server";
import { lateMoovH264, phoneHevcMov, vp9Webm } from "../harness/video-clips";
import { makeJpeg, tempDir } from "../helpers/fixtures";
import { printed } from "../helpers/server-output";

// A folder as a phone and a camera leave it, made by ffmpeg: an H.264 clip with its index at the
// end (grain at 2 Mbit/s, so it takes seconds to arrive on a slow line), a phone's upright 10-bit
// HEVC .mov, a WebM, an empty .mp4, and a photo. The server makes the copy and the fallback first.
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
let server: SpawnedServer;
let lateClipBytes = 0;
test.describe.configure({ mode: "serial" });
test.use({ userAgent: devices["Desktop Chrome"].userAgent, viewport: { width: 1280, height: 900 } });

test.beforeAll(async () => {
  const content = await tempDir("vitrine-videos-");
  await writeFile(path.join(content, "vitrine.config.yml"), "title: Videos\n");
  const clips = path.join(content, "Clips");
  await lateMoovH264(path.join(clips, "a-harbour.mp4"), { seconds: 8, width: 640, height: 360, noise: true });
  await phoneHevcMov(path.join(clips, "b-phone.mov"));
  await vp9Webm(path.join(clips, "c-loop.webm"));
  await writeFile(path.join(clips, "d-empty.mp4"), "");
  await makeJpeg(path.join(clips, "m-photo.jpg"), { width: 600, height: 400 });
  lateClipBytes = (await stat(path.join(clips, "a-harbour.mp4"))).size;
  server = spawnServer({ CONTENT_DIR: content, DATA_DIR: await tempDir("vitrine-videos-data-"), PORT: String(port) });
  await server.listening(60_000);
  // The background jobs say when they are done: the copy of the late clip and the phone clip's fallback.
  await printed(server, "videos: nothing left to make");
});

test.afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
});

/** The slide's player once the browser has chosen its source and read its first frame. */
async function slideVideo(page: Page, title: string) {
  const video = page.locator(`.pswp__item video[title="${title}"]`);
  await video.evaluate(
    (element: HTMLVideoElement) => element.readyState >= 2 || new Promise((resolve) => element.addEventListener("loadeddata", resolve, { once: true })),
  );
  return video;
}

test("the folder's videos are tiles among the photos, with posters; the empty file is a named problem tile", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(`${origin}/albums/clips`);
  const tiles = page.locator(".grid .grid-item");
  await expect(tiles).toHaveCount(5);
  await expect(page.locator(".grid-item--video")).toHaveCount(3);
  await expect(page.locator(".grid-item--video img")).toHaveCount(3);
  await expect(page.locator(".grid-item--video .grid-item__badge")).toHaveText(["Video", "Video", "Video"]);
  await expect(page.locator(".grid-item--error")).toHaveText(/This video could not be played\./);
  // The phone's clip is upright: its tile is taller than wide.
  const phone = await page.locator('.grid-item[data-index="2"] img').boundingBox();
  expect(phone!.height).toBeGreaterThan(phone!.width);
  expect(await seriousViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test("Chromium, which cannot decode HEVC, plays the phone clip's H.264 fallback, and its video_* events name it", async ({ page, collect }) => {
  await page.goto(`${origin}/albums/clips#clips-2`);
  const video = await slideVideo(page, "B phone");
  const chosen = await video.evaluate((element: HTMLVideoElement) => ({
    hevc: element.canPlayType(element.querySelector("source")!.type),
    src: element.currentSrc,
    width: element.videoWidth,
    height: element.videoHeight,
  }));
  expect(chosen).toEqual({ hevc: "", src: expect.stringMatching(/\/media\/[0-9a-f]{12}\/b-phone\.h264\.mp4$/), width: 240, height: 320 });
  await expect(video.locator("source")).toHaveCount(2);
  await expect(video.locator("source").first()).toHaveAttribute("type", /^video\/mp4; codecs="hvc1\.2\.4\.L\d+\.\w+, mp4a\.40\.2"$/);
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect.poll(() => collect.events("video_start").length).toBe(1);
  expect(collect.events("video_start")[0]!.params).toMatchObject({ video_provider: "html5", video_title: "B phone", video_url: chosen.src, video_percent: 0 });
});

test("the late clip plays from its index-first copy before the whole file has arrived", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const clipRequests = new Set<string>();
  const answers: { status: number; range?: string }[] = [];
  let arrived = 0;
  cdp.on("Network.requestWillBeSent", (event) => void (event.request.url.includes("/a-harbour.mp4") && clipRequests.add(event.requestId)));
  cdp.on("Network.responseReceived", (event) => {
    if (clipRequests.has(event.requestId)) answers.push({ status: event.response.status, range: event.response.headers["Content-Range"] });
  });
  cdp.on("Network.dataReceived", (event) => void (clipRequests.has(event.requestId) && (arrived += event.encodedDataLength || event.dataLength)));
  // A slow line: the 2 MB clip takes some eight seconds to arrive whole.
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: 256 * 1024, uploadThroughput: -1 });
  await page.goto(`${origin}/albums/clips#clips-1`);
  const video = await slideVideo(page, "A harbour");
  const playing = await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
    return { readyState: element.readyState, paused: element.paused };
  });
  const arrivedWhenPlaying = arrived;
  expect(playing).toEqual({ readyState: expect.any(Number), paused: false });
  expect(playing.readyState).toBeGreaterThanOrEqual(2);
  expect(answers).toContainEqual({ status: 206, range: expect.stringMatching(/^bytes 0-\d+\/\d+$/) });
  expect(arrivedWhenPlaying).toBeLessThan(lateClipBytes / 2);
});

test("the photo page, without JavaScript, is a player of the same sources; with it, the viewer plays the clip", async ({ browser, page }) => {
  const bare = await browser.newContext({ javaScriptEnabled: false });
  const plain = await bare.newPage();
  await plain.goto(`${origin}/albums/clips/2`);
  const player = plain.locator(".photo-page video");
  await expect(player).toHaveAttribute("poster", /^\/img\/[0-9a-f]{24}\/240\.jpg$/);
  await expect(player).toHaveAttribute("preload", "none");
  await expect(player.locator("source")).toHaveCount(2);
  await expect(player.locator("source").nth(1)).toHaveAttribute("src", /\/b-phone\.h264\.mp4$/);
  await bare.close();
  await page.goto(`${origin}/albums/clips/3`);
  const video = await slideVideo(page, "C loop");
  expect(await video.evaluate((element: HTMLVideoElement) => element.currentSrc)).toMatch(/\/c-loop\.webm$/);
});
