import { describe, expect, it } from "vitest";
import { createCheckQueue } from "../../app/lib/auth/password-check-queue";

/** One turn of the event loop: the queue has started whatever it starts next. */
const turn = () => new Promise((resolve) => setImmediate(resolve));

/** A check that runs until the test lets it finish, recording how many run at once. */
function checks() {
  const running = new Map<string, number>();
  let atOnce = 0;
  let most = 0;
  const mostPerKey = new Map<string, number>();
  const releases: (() => void)[] = [];
  const started: string[] = [];
  const check = (key: string) => () =>
    new Promise<boolean>((resolve) => {
      started.push(key);
      atOnce++;
      most = Math.max(most, atOnce);
      running.set(key, (running.get(key) ?? 0) + 1);
      mostPerKey.set(key, Math.max(mostPerKey.get(key) ?? 0, running.get(key) ?? 0));
      releases.push(() => {
        atOnce--;
        running.set(key, (running.get(key) ?? 1) - 1);
        resolve(false);
      });
    });
  /** Lets every running check finish, then waits until the queue has started the next ones. */
  const finishRunning = async () => {
    for (const release of releases.splice(0)) release();
    await turn();
  };
  return { check, started, finishRunning, most: () => most, mostPerKey };
}

describe("the password check queue", () => {
  it("runs one check at a time per address, in order, however many arrive together", async () => {
    const queue = createCheckQueue({ atOnce: 2, admitted: 16 });
    const c = checks();
    const all = Array.from({ length: 5 }, () => queue.run("198.51.100.0", c.check("198.51.100.0")));
    await turn();
    for (let i = 1; i <= 5; i++) {
      expect(c.started).toHaveLength(i);
      await c.finishRunning();
    }
    await Promise.all(all);
    expect(c.mostPerKey.get("198.51.100.0")).toBe(1);
  });

  it("runs at most `atOnce` checks across addresses and admits at most `admitted`, running or waiting", async () => {
    const queue = createCheckQueue({ atOnce: 2, admitted: 4 });
    const c = checks();
    const admitted: Promise<boolean>[] = [];
    for (const key of ["a", "b", "c", "d", "e"]) if (!queue.full) admitted.push(queue.run(key, c.check(key)));
    expect(admitted).toHaveLength(4);
    expect(queue.full).toBe(true);
    await turn();
    expect(c.started).toEqual(["a", "b"]);
    await c.finishRunning();
    expect(queue.full).toBe(false);
    expect(c.started).toEqual(["a", "b", "c", "d"]);
    await c.finishRunning();
    await Promise.all(admitted);
    expect(c.most()).toBe(2);
  });

  it("a check that throws frees its place and does not stop the address's next one", async () => {
    const queue = createCheckQueue({ atOnce: 1, admitted: 2 });
    const failed = queue.run("a", () => Promise.reject(new Error("scrypt failed")));
    const next = queue.run("a", () => Promise.resolve(true));
    await expect(failed).rejects.toThrow("scrypt failed");
    await expect(next).resolves.toBe(true);
    expect(queue.full).toBe(false);
  });
});
