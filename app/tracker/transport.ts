import { maxBatchEvents, maxGetUrlLength } from "../lib/core/analytics-protocol";
import { batchBody, splitBatches } from "./batches";
import { listen } from "./listen";
import { reportError } from "./report-error";
import type { Component, TrackedEvent } from "./types";

/** How long events wait for company before they go; a full batch goes at once. */
export const flushDelayMs = 1000;
const firstRetryMs = 1000;
/** Tries of one batch the collector answers with a retryable status: 1 + 2 + 4 + 8 s of waiting, then it is dropped. */
export const maxAttempts = 5;
/** Events held while the collector cannot take them: about a minute of a busy visitor's; the oldest go first. */
export const maxQueuedEvents = 200;
/** A send that failed this shortly before the page went was cut by its going, not refused by a blocker. */
const leavingGraceMs = 1000;

/** Only these failures can succeed later: another 4xx would fail the same way forever. */
export const retryable = (status: number): boolean => status >= 500 || status === 408 || status === 429;

export type Transport = Component & {
  send: (event: TrackedEvent) => void;
  /** Sends everything queued; `leaving` when the page may not live to see an answer. */
  flush: (leaving?: boolean) => void;
};

/**
 * The queue in front of the collector: batches of ≤ 20 events and ≤ 16384 bytes, sent when full or
 * after a short wait, by fetch (keepalive) while the page lives, by sendBeacon when it goes.
 * - A status that may pass later (5xx, 408, 429): the batch goes back to the head of the queue and
 *   is tried again with a doubling delay, `maxAttempts` times in all, then dropped.
 * - No answer while the browser is offline: the queue waits for the browser to be online again.
 * - No answer while online: a content blocker refused the request (or nothing can reach the
 *   collector). Every later request would be refused too, each with an error in the console, so
 *   the page sends nothing more. Unless it goes within a second: a browser leaving a page rejects
 *   the fetches still under way before the page hears that it goes, and what it holds then (the
 *   cut batch, the viewer's last events) still leaves by beacon.
 */
export function createTransport(endpoint: string): Transport {
  let queue: string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let retryMs = 0;
  let attempts = 0;
  let backingOff = false;
  let offline = false;
  /** When (performance.now) a send got no answer while online: nothing is sent by fetch from then on. */
  let refusedAt: number | undefined;
  let stopped = false;

  const wait = (ms: number) => {
    timer ??= setTimeout(() => {
      timer = undefined;
      backingOff = false;
      flush();
    }, ms);
  };

  const hold = (batch: string[]) => {
    queue.unshift(...batch);
    if (queue.length > maxQueuedEvents) queue = queue.slice(-maxQueuedEvents);
  };

  const retry = (batch: string[], status: number) => {
    if (++attempts >= maxAttempts) {
      reportError("GAVE_UP", status);
      attempts = 0;
      retryMs = 0;
      if (queue.length > 0) wait(flushDelayMs);
      return;
    }
    hold(batch);
    if (backingOff || stopped) return;
    backingOff = true;
    retryMs = retryMs * 2 || firstRetryMs;
    clearTimeout(timer);
    timer = undefined;
    wait(retryMs);
  };

  const noAnswer = (batch: string[]) => {
    hold(batch);
    if (navigator.onLine === false) {
      offline = true;
      return;
    }
    if (refusedAt === undefined) reportError("UNREACHABLE", endpoint);
    refusedAt = performance.now();
    clearTimeout(timer);
    timer = undefined;
  };

  const post = (batch: string[]) =>
    fetch(endpoint, { method: "POST", body: batchBody(batch), keepalive: true, headers: { "content-type": "application/json" } })
      .then((response) => {
        if (retryable(response.status)) return retry(batch, response.status);
        retryMs = 0;
        attempts = 0;
        if (!response.ok) reportError("REJECTED", response.status);
      })
      .catch(() => noAnswer(batch));

  /** The page is going: a beacon, else a GET that fits in 2048 characters, else a keepalive POST. */
  const leave = (batch: string[]) => {
    const body = batchBody(batch);
    if (navigator.sendBeacon?.(endpoint, body)) return;
    const get = new URL(`${endpoint}?events=${encodeURIComponent(body)}`, location.href).href;
    const sent = get.length <= maxGetUrlLength ? fetch(get, { keepalive: true }) : fetch(endpoint, { method: "POST", body, keepalive: true });
    sent.catch(() => undefined);
  };

  const flush = (leaving = false) => {
    if (refusedAt !== undefined && !(leaving && performance.now() - refusedAt < leavingGraceMs)) return;
    if (backingOff || offline) {
      // The retry timer (or the browser going online) resumes sending if the page lives on.
      if (!leaving) return;
    } else {
      clearTimeout(timer);
      timer = undefined;
    }
    const { batches, tooLarge } = splitBatches(queue);
    queue = [];
    for (const event of tooLarge) reportError("EVENT_TOO_LARGE", event.slice(0, 80));
    for (const batch of batches) (leaving ? leave : post)(batch);
  };

  const removeOnline = listen(window, "online", () => {
    if (!offline) return;
    offline = false;
    flush();
  });

  return {
    send: (event) => {
      queue.push(JSON.stringify(event));
      if (queue.length > maxQueuedEvents) queue.shift();
      if (backingOff || offline || refusedAt !== undefined) return;
      if (queue.length >= maxBatchEvents) flush();
      else wait(flushDelayMs);
    },
    flush,
    destroy: () => {
      flush(true);
      stopped = true;
      clearTimeout(timer);
      removeOnline();
    },
  };
}
