/** "Île de Ré 2024" -> "ile-de-re-2024": diacritics folded, anything else becomes a dash; "" when nothing is left. */
export function foldToSlug(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
}

/** An album folder's slug: its name folded, or "album" when no letter or digit is left. */
export function slugify(name: string): string {
  return foldToSlug(name) || "album";
}

/** "misty_harbour-02.jpg" -> "Misty harbour 02": the last resort for an item's title. */
export function titleFromFileName(fileName: string): string {
  const base = fileName
    .replace(/\.[^.]+$/, "")
    .replace(/[_-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return base ? base.charAt(0).toUpperCase() + base.slice(1) : fileName;
}

/** Natural order, so "img-2" sorts before "img-10". */
export const naturalCompare = new Intl.Collator("en", { numeric: true, sensitivity: "base" }).compare;
