import { createHash } from "node:crypto";

/** An inline script element: its opening tag's attributes and its text. */
const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** A CSP source admitting exactly this script text ('sha256-…'). */
export function scriptHash(text: string): string {
  // The HTML parser turns CR LF and lone CR into LF before the browser hashes the text.
  return `'sha256-${createHash("sha256").update(text.replace(/\r\n?/g, "\n"), "utf8").digest("base64")}'`;
}

/**
 * The hashes of every inline script in a page (a script with `src` is admitted by its origin), each
 * once, in order. React and Remix write a script's text raw, so the bytes between the tags are what
 * the browser hashes.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(scriptElement)) {
    if (/\bsrc\s*=/i.test(attributes!)) continue;
    hashes.add(scriptHash(text!));
  }
  return [...hashes];
}
