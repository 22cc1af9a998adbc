import { createRateLimiter } from "../lib/auth/rate-limiter";
import type { Album } from "../lib/content/site-types";
import { proofingLimits, type ProofingConfig } from "../lib/proofing/proofing-config";
import { proofingState, type ProofingState } from "../lib/proofing/proofing-state";
import type { Proofer, ProofingStore } from "../lib/proofing/selection";
import { SqliteProofingStore } from "../lib/proofing/proofing-store.server";
import type { Visit } from "./visit.server";

export type ProofingDesk = ReturnType<typeof createProofingDesk>;

/**
 * Client proofing's part of the runtime: the selections (in sharing.sqlite) and each person's
 * changes a minute (this process's counts), the clock injectable for tests.
 */
export function createProofingDesk(file: string, { now = Date.now }: { now?: () => number } = {}) {
  const store: ProofingStore = SqliteProofingStore.open(file);
  const changes = createRateLimiter({ limit: proofingLimits.changesPerMinute, windowMs: 60_000, now });
  return {
    store,
    now,
    /** 0 when the grant may make a change now, else the seconds to wait. */
    takeChange: (grantId: string) => Math.ceil(changes.take(grantId) / 1000),
    /** The holder's selection state of an album in their view, or undefined when it takes no picks from them. */
    stateFor(visit: Visit, album: Album): ProofingState | undefined {
      const holder = proofingHolder(visit, album);
      return holder && proofingState(album.slug, holder.config, store.selectionOf(holder.proofer), now());
    },
    close: () => store.close(),
  };
}

/**
 * Who picks in an album, when anyone does: the holder of the live link that opens it (the album's
 * own, or an album's above it), never the public and never the owner as such. The album's own
 * album.yml says whether it takes picks; a sub-album says so for itself.
 */
export function proofingHolder(visit: Visit, album: Album): { proofer: Proofer; config: ProofingConfig; linkLabel: string } | undefined {
  const { sight } = visit;
  if (!album.proofing || !sight) return undefined;
  for (let at: Album | undefined = album; at; at = at.parent) {
    const link = sight.links.get(at.slug);
    const grant = link && sight.grants.find((held) => held.link.id === link.id);
    if (grant) return { proofer: { grantId: grant.id, linkId: grant.link.id, album: album.key }, config: album.proofing, linkLabel: grant.link.label };
  }
  return undefined;
}
