export type EventRateLimitOptions = { perSecond: number; burst: number; maxClients: number; now?: () => number };

type Bucket = { tokens: number; at: number };

/**
 * A token bucket of events per client: `burst` at once, refilled at `perSecond`. A request is let in
 * while its client has a token left and then pays for every event it carried, so one batch may take
 * the bucket below zero and the next waits until it is paid back. Clients are kept in the order they
 * last sent: one idle long enough to be full again is the same as one never seen and is forgotten,
 * and past `maxClients` the longest idle go first, so memory stays bounded under a crowd.
 */
export function createEventRateLimit({ perSecond, burst, maxClients, now = Date.now }: EventRateLimitOptions) {
  const buckets = new Map<string, Bucket>();
  const refillMs = (burst / perSecond) * 1000;

  const tokensOf = (key: string, at: number) => {
    const bucket = buckets.get(key);
    return bucket ? Math.min(burst, bucket.tokens + ((at - bucket.at) * perSecond) / 1000) : burst;
  };

  const forgetIdle = (at: number) => {
    for (const [key, bucket] of buckets) {
      if (at - bucket.at < refillMs && buckets.size <= maxClients) break;
      buckets.delete(key);
    }
  };

  return {
    /** Seconds this client must wait before it may send again; 0 when it may now. */
    retryAfter(key: string): number {
      const tokens = tokensOf(key, now());
      return tokens >= 1 ? 0 : Math.ceil((1 - tokens) / perSecond);
    },
    /** Charges the client for `events` events. */
    take(key: string, events: number): void {
      const at = now();
      const tokens = tokensOf(key, at) - events;
      buckets.delete(key);
      buckets.set(key, { tokens, at });
      forgetIdle(at);
    },
    size: () => buckets.size,
  };
}
