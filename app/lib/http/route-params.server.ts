import { z } from "zod/v4";
import { itemIdPattern } from "../core/item-id";

// Each resource route's params: a value that fails answers 404 with the route's own code, never 500.

/** An album's slug, as slugify and album-slugs make it: lowercase letters and digits in dash-joined runs. */
export const albumParams = z.object({
  slug: z
    .string()
    .max(1000)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
});

/** An item's id: the 12 hex characters build-album derives from its path. */
export const itemParams = z.object({ id: z.string().regex(itemIdPattern) });

/** An original's address: its item, and its picture's address (24 hex characters: picture-address-key.server.ts). */
export const originalParams = itemParams.extend({ address: z.string().regex(/^[a-f0-9]{24}$/) });

/** `?page=N` of a paged page or resource (an album's, a list's, a search's) and the `v` version its addresses carry; garbage reads as page 1, past the end as the last page. */
export const albumPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
  v: z.string().max(64).optional().catch(undefined),
});

export function readAlbumPageQuery(request: Request, pages = Infinity): { page: number; v?: string } {
  const query = new URL(request.url).searchParams;
  const parsed = albumPageQuery.parse({ page: query.get("page") ?? undefined, v: query.get("v") ?? undefined });
  return { ...parsed, page: Math.min(parsed.page, pages) };
}

/** A photo page's `n`: one-based, digits only (no sign, no leading zero), at most seven of them. */
export const photoParams = z.object({
  slug: albumParams.shape.slug,
  n: z
    .string()
    .regex(/^[1-9][0-9]{0,6}$/)
    .transform(Number),
});
