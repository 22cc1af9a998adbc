import { serialised } from "../../core/concurrency";
import { logLine } from "../../core/errors";
import { nextTryAt } from "./backoff";
import type { ChannelName, Message } from "./channel";
import { channelHealth, type ChannelHealth, type InboxEntry } from "./delivery-state";
import { failureText } from "./failure-text";
import { dashboardLink, formatNotice, noticeSchema, type Notice } from "./notice";
import type { NoticeStore, DueDelivery } from "./notice-store.server";
import { openChannels } from "./open-channels.server";
import type { NotificationChannels } from "./resolve-channels";

/** How often due tries are looked for: the first retry (30 s) is late by this at most. */
const pollMs = 10_000;
/** A claimed try not finished by then (the process stopped mid-send) is due again; past every channel's own timeouts. */
const leaseMs = 2 * 60_000;

/** How a message leaves on a channel; the default sends through the configured channels, a test may stand in. */
export type Send = (channel: ChannelName, message: Message, signal: AbortSignal) => Promise<void>;

export type NotifierOptions = {
  channels: NotificationChannels;
  /** The notifier owns it: close() closes it. */
  store: NoticeStore;
  now: () => number;
  /** The site's address (baseUrl), for the dashboard link in every message; without it the link is a path. */
  dashboardUrl: string | undefined;
  send?: Send;
  /** Where failures are said; console.error by default. */
  log?: (line: string) => void;
};

export type Notifier = {
  /** Stores the notice for the inbox, then starts its deliveries; never throws (a store that refuses it is logged). */
  notify(notice: Notice): void;
  inbox(limit?: number): InboxEntry[];
  /** Each configured channel: webhook, ntfy, Gotify, e-mail, those there are. */
  health(): ChannelHealth[];
  /** Makes every try due now (the timer's, and the tests' after moving their clock); never rejects. */
  runDue(): Promise<void>;
  /** Stops the timer and any send under way (its try is made again after a restart), then closes the channels and the store. */
  close(): Promise<void>;
};

/**
 * The owner is told: each notice is kept in the inbox (notice-store) and sent on every configured
 * channel, a failed send tried again on the backoff's schedule (backoff.ts) until it is taken or
 * given up. Tries are made by runDue: at once after notify, every 10 s by an unref'd timer, and so
 * at start-up for whatever a stop left due.
 */
export function createNotifier(options: NotifierOptions): Notifier {
  const { store, now, dashboardUrl, log = console.error } = options;
  const opened = options.send ? undefined : openChannels(options.channels);
  const send: Send = options.send ?? ((channel, message, signal) => opened!.get(channel)!.send(message, signal));
  const names = (Object.keys(options.channels) as ChannelName[]).filter((name) => options.channels[name] !== undefined);
  const stopping = new AbortController();

  async function attempt(due: DueDelivery): Promise<void> {
    const { noticeId, channel, attempts, storedAt, notice } = due;
    const message: Message = { notice, ...formatNotice(notice, dashboardUrl), link: dashboardLink(notice.linkId, dashboardUrl) };
    try {
      await send(channel, message, stopping.signal);
      store.delivered(noticeId, channel, now());
    } catch (error) {
      // A send cut short by close() records nothing: its claim runs out, and the next start tries it again.
      if (stopping.signal.aborted) return;
      const at = now();
      const next = nextTryAt(attempts, at, storedAt);
      const reason = failureText(error);
      store.failed(noticeId, channel, at, reason, next);
      const then = next === null ? "given up, the notice stays in the inbox" : `next try ${new Date(next).toISOString()}`;
      log(logLine("NOTIFICATION_FAILED", channel, `notice ${noticeId}, try ${attempts}: ${reason}; ${then}`));
    }
  }

  // A delivery is claimed just before its try, so a stop leaves no claim untried.
  const claimNext = (channel: ChannelName) => {
    if (stopping.signal.aborted) return undefined;
    const at = now();
    return store.claimNext(channel, at, at + leaseMs);
  };

  // One try at a time per channel (a receiver is not flooded), the channels side by side; each
  // channel's faults its own, so the run ends only when every channel's loop has.
  const runDue = serialised(async () => {
    await Promise.all(
      names.map(async (channel) => {
        try {
          for (let due = claimNext(channel); due; due = claimNext(channel)) await attempt(due);
        } catch (error) {
          if (!stopping.signal.aborted) log(logLine("NOTIFICATION_FAILED", channel, `due tries not made: ${failureText(error)}`));
        }
      }),
    );
  });

  const timer = setInterval(() => void runDue(), pollMs);
  timer.unref();
  void runDue();

  return {
    notify(notice) {
      try {
        store.add(noticeSchema.parse(notice), names, now());
      } catch (error) {
        log(logLine("NOTIFICATION_NOT_STORED", "notifications.sqlite", `${notice?.kind} of link ${notice?.linkId}: ${failureText(error)}`));
        return;
      }
      void runDue();
    },
    inbox: (limit = 50) => store.inbox(limit),
    health: () => names.map((channel) => channelHealth(channel, store.channelFacts(channel))),
    runDue,
    async close() {
      clearInterval(timer);
      stopping.abort();
      // Queued behind the run under way, and finding the stop: it resolves once that run has let go.
      await runDue();
      for (const channel of opened?.values() ?? []) channel.close();
      store.close();
    },
  };
}
