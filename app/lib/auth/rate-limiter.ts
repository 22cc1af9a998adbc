/** At most `limit` hits per key within `windowMs`; a success can clear the key. Memory is bounded by pruning. */
export function createRateLimiter({ limit, windowMs, now = Date.now }: { limit: number; windowMs: number; now?: () => number }) {
  const hits = new Map<string, number[]>();
  const recent = (key: string) => (hits.get(key) ?? []).filter((at) => now() - at < windowMs);
  const retryAfter = (key: string): number => {
    const times = recent(key);
    return times.length < limit ? 0 : windowMs - (now() - (times[0] ?? now()));
  };
  const hit = (key: string) => {
    if (hits.size > 10_000) for (const [other] of hits) if (recent(other).length === 0) hits.delete(other);
    hits.set(key, [...recent(key), now()]);
  };
  return {
    /** Milliseconds until this key may try again, or 0 if it may now. */
    retryAfter,
    hit,
    /**
     * Counts a hit unless the key is at its limit: 0 when counted, else the milliseconds to wait.
     * Checking and counting in one call leaves no gap for requests arriving together to slip through.
     */
    take(key: string): number {
      const wait = retryAfter(key);
      if (wait === 0) hit(key);
      return wait;
    },
    clear(key: string) {
      hits.delete(key);
    },
    /** Takes back the key's newest hit: a counted attempt that turned out not to count (a right password). */
    release(key: string) {
      const times = recent(key).slice(0, -1);
      if (times.length > 0) hits.set(key, times);
      else hits.delete(key);
    },
  };
}
