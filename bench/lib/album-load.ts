import autocannon from "autocannon";

export type AlbumLoad = { requestsPerSecond: number; p50: number; p99: number; responses: number; failed: number; seconds: number; counted: boolean };

const connections = 10;
const seconds = 5;
/** Fewer answers than this in the timed run leave no percentiles worth the name. */
const enough = 2 * connections;

/** Waits until a small page answers quickly: requests the load generator dropped may still be rendering. */
async function settle(base: string): Promise<void> {
  for (const started = Date.now(); Date.now() - started < 120_000;) {
    const asked = performance.now();
    await (await fetch(`${base}/robots.txt`)).text();
    if (performance.now() - asked < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function run(url: string, headers: Record<string, string>, limit: { duration: number } | { amount: number }): Promise<AlbumLoad> {
  const started = performance.now();
  const result = await autocannon({ url, connections, timeout: 300, headers: { ...headers, "accept-encoding": "gzip" }, ...limit });
  const elapsed = "duration" in limit ? limit.duration : (performance.now() - started) / 1000;
  await settle(new URL(url).origin);
  return {
    requestsPerSecond: result["2xx"] / elapsed,
    p50: result.latency.p50,
    p99: result.latency.p99,
    responses: result["2xx"],
    failed: result.non2xx + result.errors,
    seconds: elapsed,
    counted: "amount" in limit,
  };
}

/**
 * Server figures for one page, as a phone asks (gzip): autocannon, 10 connections for 5 s. The
 * answers still on their way at the end are dropped, so a page that takes seconds to render gets
 * few or none: then it runs again for a count of requests (`counted`), each answered however long
 * it takes, so every album has percentiles.
 */
export async function albumLoad(url: string, headers: Record<string, string>): Promise<AlbumLoad> {
  const timed = await run(url, headers, { duration: seconds });
  return timed.responses >= enough ? timed : run(url, headers, { amount: enough });
}

export const albumLoadSetting = `${connections} connections for ${seconds} s, or for ${enough} requests where ${seconds} s gave fewer answers`;
