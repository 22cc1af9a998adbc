/**
 * Waits until a small page (/robots.txt) answers within 50 ms, for 60 s at most: the requests a
 * load generator dropped at the end of its run may still be rendering, and would weigh on the next.
 */
export async function settleServer(origin: string): Promise<void> {
  for (const started = Date.now(); Date.now() - started < 60_000; await new Promise((resolve) => setTimeout(resolve, 250))) {
    const asked = performance.now();
    await (await fetch(`${origin}/robots.txt`)).text();
    if (performance.now() - asked < 50) return;
  }
}
