import { afterEach, describe, expect, it, vi } from "vitest";
import { DerivativeFailures, failureWindowMs } from "../../app/lib/images/derivative-failures";

const start = 1_700_000_000_000;
const at = (ms: number) => vi.spyOn(Date, "now").mockReturnValue(start + ms);

afterEach(() => vi.restoreAllMocks());

describe("failed derivatives remembered for a while", () => {
  it("give the same failure during the window, reported once, then forget it", () => {
    at(0);
    const failures = new DerivativeFailures();
    const failure = failures.remember("a/640.webp", new Error("ENOSPC: no space left on device"));
    expect(failure.message).toBe("ENOSPC: no space left on device");
    expect(failure.retryAfter()).toBe(60);
    expect(failure.firstReport()).toBe(true);
    at(failureWindowMs - 1_500);
    expect(failures.recent("a/640.webp")).toBe(failure);
    expect(failure.retryAfter()).toBe(2);
    expect(failure.firstReport()).toBe(false);
    expect(failures.recent("a/640.jpg")).toBeUndefined();
    at(failureWindowMs);
    expect(failures.recent("a/640.webp")).toBeUndefined();
    expect(failures.size).toBe(0);
  });

  it("hold at most their bound, the oldest and the ended dropped first", () => {
    at(0);
    const failures = new DerivativeFailures(1_000, 3);
    for (const id of ["a", "b", "c", "d"]) failures.remember(id, new Error(id));
    expect(failures.size).toBe(3);
    expect(failures.recent("a")).toBeUndefined();
    expect(failures.recent("d")?.message).toBe("d");
    // Once their windows ended, the next failure clears them away.
    at(1_000);
    failures.remember("e", new Error("e"));
    expect(failures.size).toBe(1);
  });

  it("are all forgotten at once when the site is rebuilt", () => {
    const failures = new DerivativeFailures();
    failures.remember("a", new Error("a"));
    failures.remember("b", new Error("b"));
    failures.clear();
    expect(failures.recent("a")).toBeUndefined();
    expect(failures.size).toBe(0);
  });
});
