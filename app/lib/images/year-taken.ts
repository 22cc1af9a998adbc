import type { PhotoDetails } from "./photo-details";

/**
 * The year a photo was taken, for search, browse pages and the details panel. Apart from the
 * schema, so the viewer's code does not bring zod with it.
 */
export function yearTaken(details: PhotoDetails): number | undefined {
  return details.taken ? Number(details.taken.slice(0, 4)) : undefined;
}
