import type { ProofingConfig } from "./proofing-config";
import type { Selection } from "./selection";

/**
 * What a holder's page knows of their selection in one album: the lists with their counts, what
 * they picked and wrote. Rendered into their private page, and answered after each change.
 */
export type ProofingState = {
  album: string;
  /** `max` null: none set (the store still holds it to `proofingLimits.listMax`). */
  lists: { name: string; max: number | null; count: number }[];
  comments: boolean;
  /** Epoch milliseconds picks stop, or null. */
  closesAt: number | null;
  closed: boolean;
  sentAt: number | null;
  name: string;
  /** Each picked item's lists, in the album's order of lists. */
  picks: Record<string, string[]>;
  notes: Record<string, string>;
};

export function proofingState(albumSlug: string, config: ProofingConfig, selection: Selection | undefined, now: number): ProofingState {
  const picks: Record<string, string[]> = {};
  const known = new Set(config.lists.map((list) => list.name));
  const counts = new Map<string, number>();
  for (const { list, item } of selection?.picks ?? []) {
    // A list album.yml no longer names keeps its rows (the owner may bring it back), shown nowhere.
    if (!known.has(list)) continue;
    (picks[item] ??= []).push(list);
    counts.set(list, (counts.get(list) ?? 0) + 1);
  }
  const order = config.lists.map((list) => list.name);
  for (const lists of Object.values(picks)) lists.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return {
    album: albumSlug,
    lists: config.lists.map(({ name, max }) => ({ name, max, count: counts.get(name) ?? 0 })),
    comments: config.comments,
    closesAt: config.closesAt,
    closed: config.closesAt !== null && now >= config.closesAt,
    sentAt: selection?.sentAt ?? null,
    name: selection?.name ?? "",
    picks,
    notes: config.comments ? Object.fromEntries((selection?.comments ?? []).map(({ item, text }) => [item, text])) : {},
  };
}
