import path from "node:path";
import type { VideoJob } from "../videos/video-job";
import { walkAlbums } from "./site-maps";
import type { Album } from "./site-types";

/** Every file a site's videos want made (their index-first copies and fallbacks), private albums' too, each video once. */
export function videoWork(albums: Album[], contentDir: string): VideoJob[] {
  const jobs: VideoJob[] = [];
  for (const album of walkAlbums(albums)) {
    for (const item of album.items) {
      if (item.type !== "video" || !item.made) continue;
      const { made } = item;
      const job = { source: item.file, bytes: made.bytes, name: path.relative(contentDir, item.file), facts: made.facts };
      if (made.faststart) jobs.push({ ...job, kind: "faststart", target: made.faststart });
      if (made.fallback) jobs.push({ ...job, kind: "fallback", target: made.fallback, reason: made.fallbackReason });
    }
  }
  return jobs;
}
