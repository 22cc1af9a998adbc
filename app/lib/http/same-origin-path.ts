import { z } from "zod/v4";

/**
 * "/" then visible ASCII, never "//" at the start and no backslash anywhere. Browsers drop tabs and
 * newlines from an address and read "\" as "/", so "/\t/evil.example" and "/\evil.example" both
 * mean "//evil.example": another host. Spaces, control characters and anything outside ASCII are
 * refused too (a Location header could not carry them).
 */
const pathPattern = /^\/(?!\/)[\x21-\x5b\x5d-\x7e]*$/;

function decodedOnce(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * A path on this site, safe to redirect to. Its percent-decoded form must pass too, so an escaped
 * tab, slash or backslash ("/%09/evil.example") is refused should anything on the way decode it.
 */
export function isSameOriginPath(value: string): boolean {
  const decoded = decodedOnce(value);
  return value.length <= 2048 && pathPattern.test(value) && decoded !== undefined && pathPattern.test(decoded);
}

export const sameOriginPath = z.string().refine(isSameOriginPath, "a path on this site");
