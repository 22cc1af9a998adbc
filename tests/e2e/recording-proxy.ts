import http from "node:http";
import type { AddressInfo } from "node:net";
import { createCollector, parseCollect, test as collectTest } from "./collect";
import { defaultCollectorPath } from "../../app/lib/core/analytics-endpoint";

/**
 * A pass-through HTTP proxy in front of the test server that records the collector's requests as the
 * server receives them (and the address of every request). The browser stops reporting a page's requests once it unloads, so this is
 * how the tests see the beacons of a closing tab or a page being left. Nothing is answered here:
 * every request goes on to the real server and its answer comes back unchanged.
 */
export async function startRecordingProxy(target: string) {
  const collector = createCollector();
  /** Every request that came through, whatever its address (path and query): what a page asked for. */
  const seen: { method: string; path: string; contentType: string }[] = [];
  const upstreams = new Set<http.ClientRequest>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks);
      const url = new URL(request.url ?? "/", target);
      seen.push({ method: request.method ?? "GET", path: url.pathname + url.search, contentType: request.headers["content-type"] ?? "" });
      if (url.pathname === defaultCollectorPath)
        collector.record(parseCollect(request.method ?? "GET", url, request.headers["content-type"] ?? "", body.toString()));
      // A connection of its own for each request (agent: false). A pooled keep-alive connection can
      // be closed by the server (idle for 5 s) just as this busy test process reuses it: the request
      // then failed here, the browser's connection was reset, and the browser either sent the
      // request again (a beacon recorded twice) or gave up on it (a page's script never loaded).
      const upstream = http.request(url, { method: request.method, headers: { ...request.headers, connection: "close" }, agent: false }, (answer) => {
        const { connection: _, "keep-alive": __, ...headers } = answer.headers;
        response.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(response);
        // An answer cut short must not leave the browser waiting for the rest of it.
        answer.on("aborted", () => response.destroy());
        answer.on("error", () => response.destroy());
      });
      upstreams.add(upstream);
      upstream.on("close", () => upstreams.delete(upstream));
      upstream.on("error", () => response.destroy());
      upstream.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    ...collector,
    seen,
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Stops at once: open connections (kept alive, or a page's request still on its way) are cut. */
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        for (const upstream of upstreams) upstream.destroy();
      }),
  };
}

export type RecordingProxy = Awaited<ReturnType<typeof startRecordingProxy>>;

/**
 * Playwright's test with `collect` and a `recordingProxy` for the test's pages. After the test (passed
 * or not) the pages close first, their last requests still answered, and only then the proxy:
 * nothing is left waiting on it.
 */
export const test = collectTest.extend<{ recordingProxy: RecordingProxy }>({
  recordingProxy: async ({ baseURL, context }, use) => {
    const proxy = await startRecordingProxy(baseURL!);
    await use(proxy);
    await Promise.all(context.pages().map((page) => page.close()));
    await proxy.close();
  },
});
