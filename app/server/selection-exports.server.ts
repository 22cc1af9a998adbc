import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod/v4";
import { logLine } from "../lib/core/errors";
import { albumZip, zipEntries } from "../lib/downloads/album-zip.server";
import { bufferZip } from "../lib/downloads/buffer-zip.server";
import { zipBody } from "../lib/downloads/zip-body.server";
import { zipEntryNames } from "../lib/downloads/zip-entry-names";
import { privateCacheControl } from "../lib/http/cache-control";
import { attachment, jsonError } from "../lib/http/responses.server";
import { exportSelectionOf, viewedLists } from "../lib/proofing/exports/export-selection-of";
import { selectionCsv } from "../lib/proofing/exports/selection-csv";
import { xmpSidecars } from "../lib/proofing/exports/xmp-sidecars";
import { shareLinkSchema } from "../lib/sharing/share-link";
import { getAnalytics, getOwnerSite, getRuntime } from "./runtime.server";
import { selectionFiles } from "./selection-files.server";

type Asked = { request: Request; params: { id?: string }; context: AppLoadContext };

/** An album key as links and selections name albums (`id:…`, `path:…`). */
const albumKeySchema = z.string().min(1).max(2000);

/**
 * What every download of a link's selection reads: the owner (else 401, never a page), the link by
 * its id (a revoked or expired one too), the album `?album=` names among those its selections were
 * made in, still in the site, and something picked in it that has a file.
 */
async function exported({ request, params, context }: Asked) {
  const { auth } = await getAnalytics();
  auth.requireOwnerApi(context.visit.sight?.owner === true);
  const id = shareLinkSchema.shape.id.safeParse(params.id);
  const { sharing, proofing } = await getRuntime();
  const link = id.success ? sharing.byId(id.data) : undefined;
  if (!link) throw jsonError("SHARE_LINK_NOT_FOUND");
  const key = albumKeySchema.safeParse(new URL(request.url).searchParams.get("album"));
  const selections = key.success ? proofing.store.selectionsOfLink(link.id).filter((selection) => selection.album === key.data) : [];
  const site = await getOwnerSite();
  const album = key.success && selections.length > 0 ? site.albumsByKey.get(key.data) : undefined;
  if (!album) throw jsonError("SELECTION_EXPORT_NOT_AVAILABLE");
  const files = selectionFiles(site, album, selections);
  const selection = exportSelectionOf({ albumTitle: album.title, linkLabel: link.label }, viewedLists(album.proofing?.lists, selections), selections, files);
  const picked = new Set(selection.lists.flatMap((list) => list.picks.map((pick) => pick.itemId)));
  if (picked.size === 0) throw jsonError("SELECTION_EXPORT_NOT_AVAILABLE");
  return { selection, originals: files.filter((file) => picked.has(file.id)), baseName: `${album.slug}-${link.id}` };
}

const download = (body: BodyInit, contentType: string, fileName: string) =>
  new Response(body, { headers: { "Content-Type": contentType, "Content-Disposition": attachment(fileName), "Cache-Control": privateCacheControl } });

/** GET /admin/sharing/:id/selection.csv?album= — a row per list, picture and person (selection-csv.ts). */
export async function selectionCsvDownload(asked: Asked): Promise<Response> {
  const { selection, baseName } = await exported(asked);
  return download(selectionCsv(selection), "text/csv; charset=utf-8", `${baseName}-selection.csv`);
}

/** GET /admin/sharing/:id/sidecars.zip?album= — a `<catalogue name>.xmp` per picked picture, to put beside the RAWs. */
export async function sidecarsDownload(asked: Asked): Promise<Response> {
  const { selection, baseName } = await exported(asked);
  const sidecars = xmpSidecars(selection).map(({ fileName, xml }) => ({ name: fileName, text: xml }));
  return download(new Uint8Array(await bufferZip(sidecars, new Date())), "application/zip", `${baseName}-sidecars.zip`);
}

/**
 * GET /admin/sharing/:id/originals.zip?album= — the picked pictures' and videos' originals, each
 * once whatever lists hold it, under its published name in one folder. The owner's whatever the
 * album's `downloads.originals` (that setting is for visitors; these are the owner's own files), and
 * not held to the visitors' ZIP limits: stored, streamed as fast as the owner takes it.
 */
export async function originalsDownload(asked: Asked): Promise<Response> {
  const { originals, baseName } = await exported(asked);
  const names = zipEntryNames(originals.map((file) => file.fileName));
  let entries;
  try {
    entries = await zipEntries(
      `${baseName}-originals`,
      originals.map(({ file }, i) => ({ file, fileName: names[i]! })),
    );
  } catch (error) {
    console.error(logLine("ALBUM_DOWNLOAD_FAILED", new URL(asked.request.url).pathname, (error as Error).message));
    return jsonError("ALBUM_DOWNLOAD_FAILED");
  }
  return download(zipBody(albumZip(entries)), "application/zip", `${baseName}-originals.zip`);
}
