import { createHash } from "node:crypto";

/**
 * The hash that addresses an image's derivatives. Derivatives are cached as immutable, so files made
 * while the owner keeps metadata live under a hash of their own: switching `images.stripMetadata`
 * never serves a copy made under the other setting (GPS included).
 */
export function derivativeHash(contentHash: string, keepMetadata: boolean): string {
  return keepMetadata ? createHash("sha256").update(`${contentHash}:metadata`).digest("hex").slice(0, contentHash.length) : contentHash;
}
