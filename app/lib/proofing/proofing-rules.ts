import type { ProofingConfig } from "./proofing-config";
import type { ProofingChange } from "./selection";

export type RuleRefusal = "PROOFING_CLOSED" | "PROOFING_INVALID";

/**
 * What album.yml's proofing allows, before the store is asked: nothing past the deadline; picks
 * into the album's own lists, of the album's own items; comments where it takes them. The store
 * then holds each list to its maximum and a sent selection to its lock, in one transaction.
 */
export function refusedChange(change: ProofingChange, config: ProofingConfig, itemInAlbum: (id: string) => boolean, now: number): RuleRefusal | undefined {
  if (config.closesAt !== null && now >= config.closesAt) return "PROOFING_CLOSED";
  switch (change.kind) {
    case "pick":
      return config.lists.some((list) => list.name === change.list) && itemInAlbum(change.item) ? undefined : "PROOFING_INVALID";
    case "comment":
      return config.comments && itemInAlbum(change.item) ? undefined : "PROOFING_INVALID";
    default:
      return undefined;
  }
}
