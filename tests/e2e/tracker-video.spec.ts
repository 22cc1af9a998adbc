import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test, type SentEvent } from "./collect";
import { openAt } from "./helpers";

const videoEvents = (events: SentEvent[]) => events.filter((event) => event.name.startsWith("video_"));
const steps = (events: SentEvent[]) => events.map((event) => [event.name, event.params.video_percent]);
const expectedSteps = [
  ["video_start", 0],
  ["video_progress", 10],
  ["video_progress", 25],
  ["video_progress", 50],
  ["video_progress", 75],
  ["video_complete", 100],
];

/**
 * YouTube and Vimeo cannot be reached from this machine: their embed pages are replaced by local
 * stand-ins (tests/e2e/stand-ins) that speak the providers' postMessage protocols. The tracker and
 * the viewer run unchanged; only the third party's page is simulated.
 */
async function serveStandIn(page: Page, pattern: string, file: string) {
  const body = readFileSync(new URL(`./stand-ins/${file}`, import.meta.url), "utf8");
  await page.route(pattern, (route) => route.fulfill({ contentType: "text/html", body }));
}

test("an HTML5 video in the viewer: start, 10/25/50/75 % progress and complete, with its parameters", async ({ page, collect, baseURL }) => {
  await openAt(page, "travel", 2);
  const video = page.locator(".pswp__item video").first();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  const duration = await video.evaluate((v: HTMLVideoElement) => v.duration);
  // Started, then held at its first frame: the test moves the playhead, not the wall clock.
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
    v.pause();
  });
  // Reported: the video code has arrived and listens to this player's timeupdate from now on.
  await expect.poll(() => collect.events("video_start").length).toBe(1);
  // A seek reports its position (timeupdate) before `seeked` fires.
  const seek = (time: number) =>
    video.evaluate(
      (v: HTMLVideoElement, to) =>
        new Promise<void>((resolve) => {
          v.addEventListener("seeked", () => resolve(), { once: true });
          v.currentTime = to;
        }),
      time,
    );
  // Halfway between milestones nothing is reported; each one is, at the first position that reaches it.
  const milestones = [10, 25, 50, 75];
  const at = (percent: number) => (duration * percent) / 100 + 0.001;
  for (const [i, percent] of milestones.entries()) {
    await seek((at(percent) + at(milestones[i - 1] ?? 0)) / 2);
    await seek(at(percent));
  }
  // Then it plays to the end.
  await video.evaluate((v: HTMLVideoElement) => {
    v.playbackRate = 2;
    return v.play();
  });
  await expect.poll(() => collect.events("video_complete").length, { timeout: 15_000 }).toBe(1);
  const events = videoEvents(collect.events());
  expect(steps(events)).toEqual(expectedSteps);
  expect(events.map((event) => event.params.video_current_time)).toEqual([0, ...milestones.map((percent) => Math.round(at(percent))), Math.round(duration)]);
  for (const event of events) {
    expect(event.params).toMatchObject({
      page_location: `${baseURL}/albums/travel`,
      video_provider: "html5",
      video_title: "Northern drift",
      video_url: expect.stringMatching(new RegExp(`^${baseURL}/media/[0-9a-f]{12}/northern-drift\\.webm$`)),
      video_duration: 8,
      visible: true,
    });
  }
});

const players = [
  {
    provider: "youtube",
    protocol: "its message protocol",
    embed: "https://www.youtube-nocookie.com/embed/**",
    standIn: "youtube-player.html",
    slide: 4,
    // The stand-in marks the handshake; a real visitor's Play comes later than that anyway.
    handshake: /^yes$/,
    expected: { video_title: "Big Buck Bunny 60fps 4K - Official Blender Foundation Short Film", video_url: "https://www.youtube.com/watch?v=aqz-KE-bpKQ" },
  },
  {
    provider: "vimeo",
    protocol: "player.js messages",
    embed: "https://player.vimeo.com/video/**",
    standIn: "vimeo-player.html",
    slide: 6,
    handshake: /^(?=.*\bplay\b)(?=.*\btimeupdate\b)(?=.*\bended\b)/,
    expected: { video_title: "Big Buck Bunny", video_url: "https://player.vimeo.com/video/1084537" },
  },
];

for (const player of players) {
  test(`a ${player.provider} player in the viewer reports the same events through ${player.protocol}`, async ({ page, collect }) => {
    await serveStandIn(page, player.embed, player.standIn);
    await openAt(page, "travel", player.slide);
    const frame = page.frameLocator(`iframe[data-provider="${player.provider}"]`);
    await expect(frame.locator("body")).toHaveAttribute("data-listening", player.handshake);
    await frame.getByRole("button", { name: "Play" }).click();
    await expect.poll(() => collect.events("video_complete").length).toBe(1);
    const events = videoEvents(collect.events());
    expect(steps(events)).toEqual(expectedSteps);
    expect(events.map((event) => event.params.video_current_time)).toEqual([0, 2, 5, 10, 15, 20]);
    for (const event of events) {
      expect(event.params).toMatchObject({ video_provider: player.provider, ...player.expected, video_duration: 20, visible: true });
    }
  });
}

test("a video in a page itself is tracked too; visible only while half of it is in view", async ({ page, collect }) => {
  const travel = await (await page.request.get("/api/galleries/travel")).json();
  const src = travel.items.find((item: { type: string }) => item.type === "video").sources[0].src as string;
  await page.goto("/albums/landscapes");
  await expect.poll(() => collect.events("page_view").length).toBe(1);
  // A video an owner's page could carry, below the grid: out of view at first.
  await page.evaluate((src) => {
    const video = Object.assign(document.createElement("video"), {
      src,
      title: "Below the grid",
      muted: true,
      controls: true,
    });
    document.querySelector("main")!.append(video);
  }, src);
  const video = page.locator("main > video");
  // Started out of view, then held until it is in view: however slowly this runs, it ends in view.
  await video.evaluate(async (v: HTMLVideoElement) => {
    await v.play();
    v.pause();
  });
  await expect.poll(() => collect.events("video_start").length).toBe(1);
  expect(collect.events("video_start")[0]!.params).toMatchObject({ video_provider: "html5", video_title: "Below the grid", visible: false });
  await video.scrollIntoViewIfNeeded();
  await video.evaluate((v: HTMLVideoElement) => {
    v.playbackRate = 2;
    return v.play();
  });
  await expect.poll(() => collect.events("video_complete").length, { timeout: 15_000 }).toBe(1);
  expect(collect.events("video_complete")[0]!.params).toMatchObject({ video_title: "Below the grid", visible: true });
});
