import type { HitHighlights } from "../../lib/search/hit-highlights";
import { Highlighted } from "./Highlighted";

/** Where a match was found, as a reader would call it; a caption speaks for itself. */
const places: Record<NonNullable<HitHighlights["detail"]>["column"], string> = {
  caption: "",
  alt: "Description",
  tags: "Tags",
  exif: "Camera",
  album: "In",
};

/** A result's caption: its title with the matched words marked, then where else it matched. */
export function HitCaption({ highlights }: { highlights: HitHighlights }) {
  const { title, detail } = highlights;
  return (
    <>
      <span className="search-hit__title">
        <Highlighted segments={title} />
      </span>
      {detail ? (
        <span className="search-hit__detail">
          {places[detail.column] ? <span className="search-hit__where">{places[detail.column]}: </span> : null}
          <Highlighted segments={detail.segments} />
        </span>
      ) : null}
    </>
  );
}
