import { browsePath, type Facet } from "../browse/facets";
import { yearTaken, type PhotoDetails } from "./photo-details";

/** `links`: where the row's value leads (a camera to its browse page); drawn as links instead of `value`. */
export type DetailRow = { key: keyof PhotoDetails | "size" | "tags"; label: string; value: string; links?: { text: string; href: string }[] };

const decimal = (value: number, digits: number) => String(Number(value.toFixed(digits)));

/**
 * As cameras show it: a fraction for short exposures ("1/250 s", and "1/3 s", "1/2 s" where the
 * time is one), seconds for the rest ("0.8 s", "2 s", "1.3 s").
 */
export function formatExposureTime(seconds: number): string {
  const reciprocal = 1 / seconds;
  const isFraction = seconds > 0 && seconds < 1 && (seconds < 0.3 || Math.abs(reciprocal - Math.round(reciprocal)) < 0.05);
  return isFraction ? `1/${Math.round(reciprocal)} s` : `${decimal(seconds, 1)} s`;
}

/** "+0.7 EV", "−1 EV" (a real minus sign), "0 EV". */
export function formatExposureBias(ev: number): string {
  const rounded = decimal(ev, 1);
  if (rounded === "0") return "0 EV";
  return ev > 0 ? `+${rounded} EV` : `\u2212${rounded.slice(1)} EV`;
}

const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * "1 May 2024, 14:03 (UTC+02:00)": the wall clock the camera showed, not converted to any zone,
 * so the server's page and the visitor's viewer say the same.
 */
export function formatTaken(taken: string): string {
  const [date = "", time = ""] = taken.split("T");
  const [year, month, day] = date.split("-").map(Number);
  const clock = time.slice(0, 5);
  const offset = time.slice(8);
  const when = `${day} ${months[(month ?? 1) - 1]} ${year}, ${clock}`;
  return offset ? `${when} (UTC${offset})` : when;
}

/**
 * The details panel's rows, in the order photographers read them; a fact the file does not give is
 * left out. `size` is the original's pixel size. Camera, lens, year and tags link to their browse pages.
 */
export function detailRows(details: PhotoDetails, size?: { width: number; height: number }, tags: readonly string[] = []): DetailRow[] {
  const rows: DetailRow[] = [];
  const add = (key: DetailRow["key"], label: string, value: string | undefined, browse?: [Facet, string]) => {
    if (value !== undefined) rows.push({ key, label, value, links: browse && [{ text: value, href: browsePath(...browse) }] });
  };
  add("camera", "Camera", details.camera, details.camera ? ["cameras", details.camera] : undefined);
  add("lens", "Lens", details.lens, details.lens ? ["lenses", details.lens] : undefined);
  const { focalLength: focal, focalLength35: focal35 } = details;
  const equivalent = focal35 && focal35 !== focal ? ` (${decimal(focal35, 0)} mm in 35 mm)` : "";
  add("focalLength", "Focal length", focal ? `${decimal(focal, 1)} mm${equivalent}` : focal35 ? `${decimal(focal35, 0)} mm in 35 mm` : undefined);
  add("aperture", "Aperture", details.aperture ? `f/${decimal(details.aperture, 1)}` : undefined);
  add("exposureTime", "Shutter speed", details.exposureTime ? formatExposureTime(details.exposureTime) : undefined);
  add("iso", "ISO", details.iso ? String(details.iso) : undefined);
  add("exposureBias", "Exposure compensation", details.exposureBias !== undefined ? formatExposureBias(details.exposureBias) : undefined);
  const year = yearTaken(details);
  add("taken", "Taken", details.taken ? formatTaken(details.taken) : undefined, year ? ["years", String(year)] : undefined);
  add("size", "Size", size ? `${size.width} × ${size.height} px` : undefined);
  if (tags.length > 0) rows.push({ key: "tags", label: "Tags", value: tags.join(", "), links: tags.map((tag) => ({ text: tag, href: browsePath("tags", tag) })) });
  return rows;
}
