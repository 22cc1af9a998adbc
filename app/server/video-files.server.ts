import { stat } from "node:fs/promises";
import path from "node:path";
import type { ContentFile, ResolveContentFile } from "../lib/http/content-files.server";
import type { Site } from "../lib/content/site-types";
import { fallbackFileName } from "../lib/videos/video-sources";
import type { Runtime } from "./runtime.server";
import type { Visit } from "./visit.server";

/** `<item id>/<file name>`, as build-album makes a video's address: no folder of the album is in it. */
const videoAddress = /^([a-f0-9]{12})\/([^/]+)$/;

const exists = (file: string) =>
  stat(file).then(
    (stats) => stats.isFile(),
    () => false,
  );

/**
 * The file this site has at that address: the video of that item whose name the address ends with,
 * or its index-first copy once made (the same streams, playable from the first bytes); or, by the
 * fallback's name, its H.264 fallback once made (until then a 404, and the browser tries no further).
 */
async function videoIn(site: Site | undefined, id: string, name: string): Promise<Omit<ContentFile, "personal"> | undefined> {
  const item = site?.itemsById.get(id)?.item;
  if (item?.type !== "video") return undefined;
  const { faststart, fallback } = item.made ?? {};
  const original = path.basename(item.file);
  if (name === original) return faststart && (await exists(faststart)) ? { file: faststart, made: true } : { file: item.file };
  if (fallback && name === fallbackFileName(original) && (await exists(fallback))) return { file: fallback, made: true };
  return undefined;
}

/**
 * What `/media/<item id>/<file name>` serves: a video of an album the public site shows, else of a
 * private album the visitor may see (then `personal`: no cache keeps it). Anything else,
 * and any path of folders (the addresses before videos were named by item), is a 404.
 */
export function videoFiles(runtime: Pick<Runtime, "site">): ResolveContentFile<Visit> {
  return async (relative, visit) => {
    const [, id, name] = videoAddress.exec(relative) ?? [];
    if (!id || !name) return undefined;
    const shown = await videoIn(await runtime.site(), id, name);
    if (shown) return shown;
    const personal = await videoIn(visit.site, id, name);
    return personal && { ...personal, personal: true as const };
  };
}
