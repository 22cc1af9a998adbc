import { createHash } from "node:crypto";

/**
 * The hash that addresses an image's derivatives. Derivatives are cached as immutable, so files made
 * while the owner keeps metadata live under a hash of their own: switching `images.stripMetadata`
 * never serves a copy made under the other setting (GPS included). An Ultra HDR picture's are
 * another's again: those made before its gain map was kept are not served for the new ones.
 */
export function derivativeHash(contentHash: string, keepMetadata: boolean, gainMap = false): string {
  const marks = `${keepMetadata ? ":metadata" : ""}${gainMap ? ":gainmap" : ""}`;
  return marks ? createHash("sha256").update(`${contentHash}${marks}`).digest("hex").slice(0, contentHash.length) : contentHash;
}
