import { listen } from "./listen";
import { playerOf, playerOrigins } from "./player-origins";
import type { Component, Report } from "./types";
import type { VideoSignal } from "./video-progress";
import { videoReporter, type VideoFacts } from "./video-report";

type YouTubeInfo = { currentTime?: unknown; duration?: unknown; playerState?: unknown; videoUrl?: unknown; videoData?: { title?: unknown } };
type PlayerMessage = {
  event?: unknown;
  /** YouTube: the player's state, or the state number on onStateChange. */
  info?: YouTubeInfo | number;
  /** Vimeo: an event's data, or a method's answer. */
  data?: { seconds?: unknown; duration?: unknown };
  method?: unknown;
  value?: unknown;
};
type Player = VideoFacts & { report: ReturnType<typeof videoReporter>; state: unknown; heard?: boolean };

const number = (value: unknown, fallback: number) => (typeof value === "number" && Number.isFinite(value) ? value : fallback);
const text = (value: unknown, fallback: string) => (typeof value === "string" && value ? value : fallback);
const vimeoSignals: Record<string, VideoSignal> = { play: "play", timeupdate: "time", ended: "end" };

/**
 * YouTube and Vimeo players in the page or the viewer, through their postMessage protocols (no
 * provider script needed), believed only from the providers' origins and from a frame of this page:
 * YouTube's widget channel (`listening`, then `infoDelivery` and
 * `onStateChange`) and Vimeo's player.js messages (`addEventListener` for play, timeupdate, ended).
 */
export function watchEmbeddedVideo(report: Report): Component {
  const players = new WeakMap<HTMLIFrameElement, Player>();
  let stopped = false;

  const hello = (frame: HTMLIFrameElement) => {
    const provider = playerOf(frame);
    if (!provider) return;
    let player = players.get(frame);
    if (!player) {
      player = { report: videoReporter(report, frame, provider), time: 0, duration: 0, title: frame.title, url: frame.src.split("?")[0]!, state: -1 };
      players.set(frame, player);
    }
    // To any origin: these requests carry nothing private, and a frame that is still loading or
    // failed (an error page) would make a named origin log an error on every attempt.
    const post = (message: unknown) => frame.contentWindow?.postMessage(message, "*");
    if (provider === "vimeo") {
      for (const value in vimeoSignals) post({ method: "addEventListener", value });
      return post({ method: "getVideoTitle" });
    }
    // YouTube's own API repeats this until the player answers: its listener may come late.
    const listening = JSON.stringify({ event: "listening", id: 1, channel: "widget" });
    let tries = 0;
    const repeat = setInterval(() => (stopped || player.heard || ++tries > 20 ? clearInterval(repeat) : post(listening)), 250);
    post(listening);
  };

  const onMessage = ({ origin, source, data }: MessageEvent) => {
    const provider = playerOrigins[origin];
    const frame = provider && [...document.getElementsByTagName("iframe")].find((candidate) => candidate.contentWindow === source);
    const player = frame && players.get(frame);
    if (!player) return;
    let message: PlayerMessage;
    try {
      message = typeof data === "string" ? JSON.parse(data) : data;
    } catch {
      return;
    }
    if (!message || typeof message !== "object") return;
    player.heard = true;
    const { event: name, info } = message;
    if (provider === "vimeo") {
      if (message.method === "getVideoTitle") player.title = text(message.value, player.title);
      if (name === "ready") hello(frame);
      const signal = vimeoSignals[String(name)];
      player.time = number(message.data?.seconds, player.time);
      player.duration = number(message.data?.duration, player.duration);
      return signal && player.report(signal, player);
    }
    if (name === "onStateChange") player.state = info;
    else if (info && typeof info === "object") {
      player.time = number(info.currentTime, player.time);
      player.duration = number(info.duration, player.duration);
      player.title = text(info.videoData?.title, player.title);
      player.url = text(info.videoUrl, player.url);
      player.state = info.playerState ?? player.state;
    } else return;
    // YouTube's states: 1 playing, 0 ended; the others (paused, buffering, cued) only move the playhead.
    player.report(player.state === 1 ? "play" : player.state === 0 ? "end" : "time", player);
  };

  const removers = [
    listen(document, "load", ({ target }) => target instanceof HTMLIFrameElement && hello(target), true),
    listen(window, "message", onMessage),
    () => (stopped = true),
  ];
  // Players that finished loading before the tracker started.
  for (const frame of document.getElementsByTagName("iframe")) hello(frame);
  return { destroy: () => removers.forEach((remove) => remove()) };
}
