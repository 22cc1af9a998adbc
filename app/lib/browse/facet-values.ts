import { yearTaken } from "../images/year-taken";
import type { PhotoDetails } from "../images/photo-details";
import type { Facet } from "./facets";

/**
 * What a photo is found under, each value as the levels of its address: its tags (one level each),
 * every level of its keyword hierarchies (Places; Places › Europe; Places › Europe › Zürich), the
 * people shown, its camera, its lens, the year it was taken.
 */
export function facetValues(photo: {
  tags: readonly string[];
  tagPaths: readonly string[][];
  people: readonly string[];
  details: PhotoDetails;
}): Record<Facet, string[][]> {
  const year = yearTaken(photo.details);
  const one = (value: string | undefined) => (value === undefined ? [] : [[value]]);
  return {
    tags: [...photo.tags.map((tag) => [tag]), ...photo.tagPaths.flatMap((levels) => levels.map((_, i) => levels.slice(0, i + 1)))],
    people: photo.people.map((name) => [name]),
    cameras: one(photo.details.camera),
    lenses: one(photo.details.lens),
    years: one(year === undefined ? undefined : String(year)),
  };
}
