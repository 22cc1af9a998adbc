import { batchBody, maxBatchEvents, splitBatches } from "./batches";
import { reportError } from "./report-error";
import type { Component, TrackedEvent } from "./types";

/** How long events wait for company before they go; a full batch goes at once. */
export const flushDelayMs = 1000;
export const maxGetUrlLength = 2048;
const firstRetryMs = 1000;
const maxRetryMs = 60_000;

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
 * Failed sends return to the head of the queue and are retried with a doubling delay.
 */
export function createTransport(endpoint: string): Transport {
  let queue: string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let retryMs = 0;
  let backingOff = false;
  let stopped = false;

  const wait = (ms: number) => {
    timer ??= setTimeout(() => {
      timer = undefined;
      backingOff = false;
      flush();
    }, ms);
  };

  const retry = (batch: string[]) => {
    queue.unshift(...batch);
    if (backingOff || stopped) return;
    backingOff = true;
    retryMs = Math.min(retryMs * 2 || firstRetryMs, maxRetryMs);
    clearTimeout(timer);
    timer = undefined;
    wait(retryMs);
  };

  const post = (batch: string[]) =>
    fetch(endpoint, { method: "POST", body: batchBody(batch), keepalive: true, headers: { "content-type": "application/json" } })
      .then((response) => {
        if (retryable(response.status)) return retry(batch);
        retryMs = 0;
        if (!response.ok) reportError("REJECTED", response.status);
      })
      .catch(() => retry(batch));

  /** The page is going: a beacon, else a GET that fits in 2048 characters, else a keepalive POST. */
  const leave = (batch: string[]) => {
    const body = batchBody(batch);
    if (navigator.sendBeacon?.(endpoint, body)) return;
    const get = new URL(`${endpoint}?events=${encodeURIComponent(body)}`, location.href).href;
    const sent = get.length <= maxGetUrlLength ? fetch(get, { keepalive: true }) : fetch(endpoint, { method: "POST", body, keepalive: true });
    sent.catch(() => undefined);
  };

  const flush = (leaving = false) => {
    if (backingOff) {
      // The retry timer stays: it resumes sending if the page lives on.
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

  return {
    send: (event) => {
      queue.push(JSON.stringify(event));
      if (backingOff) return;
      if (queue.length >= maxBatchEvents) flush();
      else wait(flushDelayMs);
    },
    flush,
    destroy: () => {
      flush(true);
      stopped = true;
      clearTimeout(timer);
    },
  };
}
