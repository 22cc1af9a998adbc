import type { Notice } from "./notice";

export const channelNames = ["webhook", "ntfy", "gotify", "email"] as const;
export type ChannelName = (typeof channelNames)[number];

/** A notice as a channel sends it: the notice itself, its text (formatNotice), its page on the dashboard. */
export type Message = { notice: Notice; title: string; text: string; link: string };

/**
 * One way of telling the owner. `send` resolves once the receiver took the message and rejects
 * otherwise (a non-2xx answer, a refused connection, its time out); `signal` stops it at shutdown.
 */
export type Channel = {
  send(message: Message, signal: AbortSignal): Promise<void>;
  close(): void;
};
