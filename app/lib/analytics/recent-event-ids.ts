/**
 * The ids of the events taken lately. A tracker sends an event again when it cannot know it
 * arrived: a keepalive fetch the server answered while the page was leaving fails in the page, and
 * its batch goes out once more by beacon. Taken once per id, an event is stored once however often
 * it is sent. Bounded in time and count; an id taken by a request whose insert then failed is given
 * back, so the tracker's retry is stored.
 */
export function createRecentEventIds(options: { windowMs: number; maxIds: number }, now: () => number = Date.now) {
  // Oldest first: a Map keeps the order ids were taken in.
  const taken = new Map<string, number>();
  const forgetOld = () => {
    const before = now() - options.windowMs;
    for (const [id, at] of taken) {
      if (at >= before && taken.size <= options.maxIds) break;
      taken.delete(id);
    }
  };
  return {
    /** Takes the id; false when it was taken within the window (the event is a repeat). */
    take(id: string): boolean {
      forgetOld();
      if (taken.has(id)) return false;
      taken.set(id, now());
      return true;
    },
    giveBack(ids: readonly string[]): void {
      for (const id of ids) taken.delete(id);
    },
  };
}
