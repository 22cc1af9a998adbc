import { limiter } from "../core/concurrency";

/**
 * Where password checks wait their turn. scrypt runs on libuv's thread pool (4 threads unless
 * UV_THREADPOOL_SIZE says otherwise), which the site's file reads share: checks run at most `atOnce`
 * in all and one at a time per key (an address), and at most `admitted` run or wait at once, so a
 * flood of logins can neither take every pool thread nor pile up without bound.
 */
export function createCheckQueue({ atOnce, admitted }: { atOnce: number; admitted: number }) {
  const gate = limiter(atOnce);
  const tails = new Map<string, Promise<unknown>>();
  let pending = 0;
  return {
    /** True when no further check may be admitted now. */
    get full(): boolean {
      return pending >= admitted;
    },
    /** Runs the check after this key's earlier ones, once the gate has room; callers look at `full` first. */
    run<T>(key: string, check: () => Promise<T>): Promise<T> {
      pending++;
      const turn = (tails.get(key) ?? Promise.resolve()).catch(() => undefined).then(() => gate(check));
      const tail = turn.finally(() => {
        pending--;
        if (tails.get(key) === tail) tails.delete(key);
      });
      tails.set(key, tail);
      return tail;
    },
  };
}
