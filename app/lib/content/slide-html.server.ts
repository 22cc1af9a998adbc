import { readFile } from "node:fs/promises";
import sanitizeHtml from "sanitize-html";
import type { Site } from "./site-types";

/** Owner-written HTML for inline and ajax slides: formatting and links only, never script. */
export function sanitizeSlideHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      "h2",
      "h3",
      "h4",
      "p",
      "br",
      "hr",
      "em",
      "strong",
      "b",
      "i",
      "small",
      "a",
      "ul",
      "ol",
      "li",
      "blockquote",
      "figure",
      "figcaption",
      "dl",
      "dt",
      "dd",
      "span",
      "code",
    ],
    allowedAttributes: { a: ["href", "title", "rel"], "*": ["class"] },
    allowedSchemes: ["http", "https", "mailto"],
    transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }) },
  });
}

export type AjaxSlide = { id: string; title: string; html: string };

/**
 * The content of the ajax slide with this id, read now (the owner may edit it without a rebuild)
 * and sanitised; `missing` when the item exists but its file does not, or cannot be read.
 */
export async function readAjaxSlide(site: Site, id: string): Promise<{ slide: AjaxSlide } | { missing: boolean }> {
  const entry = site.itemsById.get(id);
  if (entry?.item.type !== "ajax") return { missing: false };
  const { item } = entry;
  if (!item.file) return { missing: true };
  try {
    return { slide: { id: item.id, title: item.title, html: sanitizeSlideHtml(await readFile(item.file, "utf8")) } };
  } catch {
    return { missing: true };
  }
}
