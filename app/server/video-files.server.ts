import path from "node:path";
import type { ResolveContentFile } from "../lib/http/content-files.server";
import type { Site } from "../lib/content/site-types";
import type { Runtime } from "./runtime.server";
import type { Visit } from "./visit.server";

/** `<item id>/<file name>`, as build-album makes a video's address: no folder of the album is in it. */
const videoAddress = /^([a-f0-9]{12})\/([^/]+)$/;

/** The video this site has at that address: its item, of the name the address ends with. */
function videoIn(site: Site | undefined, id: string, name: string): string | undefined {
  const item = site?.itemsById.get(id)?.item;
  return item?.type === "video" && path.basename(item.file) === name ? item.file : undefined;
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
    const shown = videoIn(await runtime.site(), id, name);
    if (shown) return shown;
    const personal = videoIn(visit.site, id, name);
    return personal && { file: personal, personal: true as const };
  };
}
