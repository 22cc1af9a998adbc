import { browsePath, tagPathHref, type Facet } from "./facets";
import type { MessageKey } from "../i18n/messages";
import type { Translate } from "../i18n/translator";
import { yearTaken } from "../images/year-taken";
import type { ItemDetails } from "../images/photo-details";

/** `links`: where the row's value leads (a camera to its browse page); drawn as links instead of `value`. */
export type DetailRow = { key: keyof ItemDetails | "size" | "tags" | "people"; label: string; value: string; links?: { text: string; href: string }[] };

/** What a photo is filed under besides its details: its tags, keyword hierarchies and the people shown. */
export type DetailKeywords = { tags?: readonly string[]; tagPaths?: readonly string[][]; people?: readonly string[] };

/** Up to `digits` decimals, written the language's way ("0,8" in German). */
const decimal = (value: number, digits: number, language: string) =>
  new Intl.NumberFormat(language, { maximumFractionDigits: digits, useGrouping: false }).format(value);

/**
 * As cameras show it: a fraction for short exposures ("1/250 s", and "1/3 s", "1/2 s" where the
 * time is one), seconds for the rest ("0.8 s", "2 s", "1.3 s").
 */
export function formatExposureTime(seconds: number, language: string): string {
  const reciprocal = 1 / seconds;
  const isFraction = seconds > 0 && seconds < 1 && (seconds < 0.3 || Math.abs(reciprocal - Math.round(reciprocal)) < 0.05);
  return isFraction ? `1/${Math.round(reciprocal)} s` : `${decimal(seconds, 1, language)} s`;
}

/** "+0.7 EV", "−1 EV" (a real minus sign), "0 EV". */
export function formatExposureBias(ev: number, language: string): string {
  const rounded = Number(ev.toFixed(1));
  if (rounded === 0) return "0 EV";
  return `${rounded > 0 ? "+" : "\u2212"}${decimal(Math.abs(rounded), 1, language)} EV`;
}

/**
 * "May 1, 2024, 14:03 (UTC+02:00)" in English, "1. Mai 2024, 14:03 (UTC+02:00)" in German: the wall
 * clock the camera showed, not converted to any zone, so the server's page and the visitor's viewer
 * say the same.
 */
export function formatTaken(taken: string, language: string): string {
  const [date = "", time = ""] = taken.split("T");
  const [year = 1970, month = 1, day = 1] = date.split("-").map(Number);
  const [hour = 0, minute = 0] = time.slice(0, 5).split(":").map(Number);
  const at = Date.UTC(year, month - 1, day, hour, minute);
  const calendar = new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(at);
  const clock = new Intl.DateTimeFormat(language, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "UTC" }).format(at);
  const offset = time.slice(8);
  return offset ? `${calendar}, ${clock} (UTC${offset})` : `${calendar}, ${clock}`;
}

/**
 * The details panel's rows, in the order photographers read them; a fact the file does not give is
 * left out. `size` is the original's pixel size. Camera, lens, year, people and tags link to their
 * browse pages; a keyword hierarchy is one link, "Places › Europe › Zürich", in place of its leaf.
 */
export function detailRows(t: Translate, details: ItemDetails, size?: { width: number; height: number }, keywords: DetailKeywords = {}): DetailRow[] {
  const { language } = t;
  const rows: DetailRow[] = [];
  const add = (key: DetailRow["key"], label: MessageKey, value: string | undefined, browse?: [Facet, string]) => {
    if (value !== undefined) rows.push({ key, label: t(label), value, links: browse && [{ text: value, href: browsePath(...browse) }] });
  };
  add("camera", "details.camera", details.camera, details.camera ? ["cameras", details.camera] : undefined);
  add("lens", "details.lens", details.lens, details.lens ? ["lenses", details.lens] : undefined);
  const { focalLength: focal, focalLength35: focal35 } = details;
  const in35 = focal35 ? t("details.in35mm", { mm: decimal(focal35, 0, language) }) : undefined;
  add("focalLength", "details.focalLength", focal ? `${decimal(focal, 1, language)} mm${in35 && focal35 !== focal ? ` (${in35})` : ""}` : in35);
  add("aperture", "details.aperture", details.aperture ? `f/${decimal(details.aperture, 1, language)}` : undefined);
  add("exposureTime", "details.shutter", details.exposureTime ? formatExposureTime(details.exposureTime, language) : undefined);
  add("iso", "details.iso", details.iso ? String(details.iso) : undefined);
  add("exposureBias", "details.bias", details.exposureBias !== undefined ? formatExposureBias(details.exposureBias, language) : undefined);
  const year = yearTaken(details);
  add("taken", "details.taken", details.taken ? formatTaken(details.taken, language) : undefined, year ? ["years", String(year)] : undefined);
  add("size", "details.size", size ? `${size.width} × ${size.height} px` : undefined);
  add("rating", "details.rating", details.rating && details.rating > 0 ? t("details.stars", { count: details.rating }) : undefined);
  add("label", "details.colorLabel", details.label);
  const { people = [], tags = [], tagPaths = [] } = keywords;
  if (people.length > 0)
    rows.push(
      linked(
        "people",
        t("details.people"),
        people.map((name) => ({ text: name, href: browsePath("people", name) })),
      ),
    );
  const leaves = new Set(tagPaths.map((levels) => levels.at(-1)));
  const tagLinks = [
    ...tags.filter((tag) => !leaves.has(tag)).map((tag) => ({ text: tag, href: browsePath("tags", tag) })),
    ...tagPaths.map((levels) => ({ text: levels.join(" › "), href: tagPathHref(levels) })),
  ];
  if (tagLinks.length > 0) rows.push(linked("tags", t("details.tags"), tagLinks));
  add("originalName", "details.originalName", details.originalName);
  add("raw", "details.raw", details.raw);
  return rows;
}

function linked(key: DetailRow["key"], label: string, links: { text: string; href: string }[]): DetailRow {
  return { key, label, value: links.map((link) => link.text).join(", "), links };
}
