import type { ChannelName } from "./channel";
import type { Notice } from "./notice";

/** Where one notice stands on one channel: taken; not tried yet (or being tried); tried and due again; given up. */
export type DeliveryState = "delivered" | "queued" | "retrying" | "failed";

export type Delivery = {
  channel: ChannelName;
  state: DeliveryState;
  attempts: number;
  lastError?: string;
  nextTryAt?: number;
  deliveredAt?: number;
};

/** One line of the dashboard's inbox: the notice and how each channel took it. */
export type InboxEntry = { id: number; notice: Notice; deliveries: Delivery[] };

/** An inbox entry as the dashboard's page carries it: the notice in the words the channels are sent. */
export type InboxLine = Pick<InboxEntry, "id" | "deliveries"> & { at: number; kind: Notice["kind"]; linkId: string; title: string; line: string };

/** A channel as the dashboard shows it: its last try failed; it has notices on their way; all is well. */
export type ChannelHealth = { channel: ChannelName; state: "ok" | "failing" | "waiting"; lastError?: string; nextTryAt?: number };

/** A delivery's columns as the store keeps them. */
export type DeliveryRecord = { nextTryAt: number | null; lastError: string | null; deliveredAt: number | null };

export function deliveryState(record: DeliveryRecord): DeliveryState {
  if (record.deliveredAt !== null) return "delivered";
  if (record.nextTryAt === null) return "failed";
  return record.lastError === null ? "queued" : "retrying";
}

/** What the store knows of a channel: its latest finished try, and the deliveries still to make. */
export type ChannelFacts = { lastTryFailed: boolean; lastError: string | null; pending: number; nextTryAt: number | null };

/**
 * A channel's health from its latest try, not its worst: a receiver back up is "ok" at its first
 * delivery, though notices it missed for good still say "failed" in the inbox.
 */
export function channelHealth(channel: ChannelName, facts: ChannelFacts): ChannelHealth {
  const next = facts.nextTryAt === null ? {} : { nextTryAt: facts.nextTryAt };
  if (facts.lastTryFailed) return { channel, state: "failing", ...(facts.lastError === null ? {} : { lastError: facts.lastError }), ...next };
  return facts.pending > 0 ? { channel, state: "waiting", ...next } : { channel, state: "ok" };
}
