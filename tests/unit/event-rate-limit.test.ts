import { describe, expect, it } from "vitest";
import { createEventRateLimit } from "../../app/lib/analytics/event-rate-limit";

function limitWithClock(options: { perSecond: number; burst: number; maxClients: number }) {
  const clock = { at: 0 };
  return { clock, limit: createEventRateLimit({ ...options, now: () => clock.at }) };
}

describe("per-client event rate limit", () => {
  it("lets a client send its burst at once, then its rate; a request past it waits the seconds said", () => {
    const { clock, limit } = limitWithClock({ perSecond: 20, burst: 400, maxClients: 100 });
    for (let batch = 0; batch < 20; batch++) {
      expect(limit.retryAfter("198.51.100.0")).toBe(0);
      limit.take("198.51.100.0", 20);
    }
    expect(limit.retryAfter("198.51.100.0")).toBe(1);
    // 50 ms refill one event: the next request may go, and pays for its twenty.
    clock.at += 50;
    expect(limit.retryAfter("198.51.100.0")).toBe(0);
    limit.take("198.51.100.0", 20);
    expect(limit.retryAfter("198.51.100.0")).toBe(1);
    // A batch per second of 20 events is the rate: sustained for a minute, never refused.
    for (let second = 0; second < 60; second++) {
      clock.at += 1000;
      expect(limit.retryAfter("198.51.100.0")).toBe(0);
      limit.take("198.51.100.0", 20);
    }
  });

  it("says a longer wait to a client deeper in debt", () => {
    const { limit } = limitWithClock({ perSecond: 2, burst: 10, maxClients: 100 });
    limit.take("a", 10);
    limit.take("a", 9);
    expect(limit.retryAfter("a")).toBe(5);
  });

  it("one client's limit is its own: another is let in", () => {
    const { limit } = limitWithClock({ perSecond: 20, burst: 400, maxClients: 100 });
    limit.take("198.51.100.0", 400);
    expect(limit.retryAfter("198.51.100.0")).toBe(1);
    expect(limit.retryAfter("198.51.101.0")).toBe(0);
  });

  it("remembers only clients not yet full again, and at most maxClients, the longest idle forgotten first", () => {
    const { clock, limit } = limitWithClock({ perSecond: 20, burst: 400, maxClients: 1_000 });
    for (let i = 0; i < 5_000; i++) limit.take(`10.${i >> 8}.${i & 255}.0`, 20);
    expect(limit.size()).toBe(1_000);
    // 20 s refill a burst: a client idle that long is as good as new, and goes.
    clock.at += 20_000;
    limit.take("192.0.2.0", 1);
    expect(limit.size()).toBe(1);
  });
});
