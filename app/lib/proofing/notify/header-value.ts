import { oneLine } from "./notice";

/**
 * A header's value from text others typed (a first name, an album's title): on one line, so a CR or
 * LF can never start a header of its own, and past ASCII as one RFC 2047 encoded word, which ntfy
 * decodes; fetch would refuse characters past Latin-1, and send Latin-1 ones as bytes no receiver reads as UTF-8.
 */
export function headerValue(text: string): string {
  const line = oneLine(text);
  return /^[\x20-\x7e]*$/.test(line) ? line : `=?UTF-8?B?${Buffer.from(line, "utf8").toString("base64")}?=`;
}
