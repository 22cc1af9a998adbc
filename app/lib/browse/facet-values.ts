import { yearTaken } from "../images/year-taken";
import type { PhotoDetails } from "../images/photo-details";
import type { Facet } from "./facets";

/** What a photo is found under: its tags, its camera, its lens, the year it was taken. */
export function facetValues(photo: { tags: readonly string[]; details: PhotoDetails }): Record<Facet, string[]> {
  const year = yearTaken(photo.details);
  return {
    tags: [...new Set(photo.tags)],
    cameras: photo.details.camera ? [photo.details.camera] : [],
    lenses: photo.details.lens ? [photo.details.lens] : [],
    years: year === undefined ? [] : [String(year)],
  };
}
