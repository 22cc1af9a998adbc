import { z } from "zod/v4";
import { proofingLimits } from "./proofing-config";

/** One person's picks in one album through one share link (a person is a browser that opened it: its grant). */
export const selectionSchema = z.object({
  /** Random, for the owner's forms (reopen); never the grant. */
  id: z.string().regex(/^[\w-]{12}$/),
  linkId: z.string(),
  /** The album's key (lib/content/album-key.ts), as links name albums. */
  album: z.string(),
  /** The first name they gave, "" for none. */
  name: z.string().max(proofingLimits.nameLength),
  /** When they sent it: their lists are locked until the owner reopens them. */
  sentAt: z.number().int().nullable(),
  createdAt: z.number().int(),
  picks: z.array(z.object({ list: z.string(), item: z.string(), at: z.number().int() })),
  comments: z.array(z.object({ item: z.string(), text: z.string().max(proofingLimits.commentLength) })),
});
export type Selection = z.infer<typeof selectionSchema>;

/** What a holder may do to their selection; the route reads it from a form (proofing-form.ts). */
export type ProofingChange =
  | { kind: "pick"; list: string; item: string; on: boolean }
  | { kind: "comment"; item: string; text: string }
  | { kind: "name"; name: string }
  | { kind: "send" };

/** Who makes a change: the grant of the link that opens the album, and the album's key. */
export type Proofer = { grantId: string; linkId: string; album: string };

/** What the store is told of the album's lists: each list's maximum, by name. */
export type ListMaxima = ReadonlyMap<string, number>;

export type StoreVerdict = { ok: true; selection: Selection } | { ok: false; code: "PROOFING_LIST_FULL" | "PROOFING_SENT" | "PROOFING_PEOPLE_LIMITED" };

/** A link's selections in short, for the receipts: picks over every list and person, and the newest send. */
export type SelectionSummary = { people: number; picked: number; sent: number; lastSentAt: number | null };

/**
 * Where selections live: sharing.sqlite, beside the links. Every change is one transaction, so
 * two clicks at once cannot take a list past its maximum. A revoked link's selections stay.
 */
export interface ProofingStore {
  /** The proofer's selection; undefined before their first change. */
  selectionOf(proofer: Proofer): Selection | undefined;
  change(proofer: Proofer, change: ProofingChange, maxima: ListMaxima, now: number): StoreVerdict;
  /** Every selection made through a link, oldest first. */
  selectionsOfLink(linkId: string): Selection[];
  /** Unlocks a sent selection (the owner's); false when none has this id on this link. */
  reopen(linkId: string, selectionId: string): boolean;
  summaries(linkIds: readonly string[]): Map<string, SelectionSummary>;
  close(): void;
}
