import http from "node:http";
import type { AddressInfo } from "node:net";
import { createCollector, parseCollect } from "./collect";

/**
 * A pass-through HTTP proxy in front of the test server that records /api/collect requests as the
 * server receives them. The browser stops reporting a page's requests once it unloads, so this is
 * how the tests see the beacons of a closing tab or a page being left. Nothing is answered here:
 * every request goes on to the real server and its answer comes back unchanged.
 */
export async function startRecordingProxy(target: string) {
  const collector = createCollector();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks);
      const url = new URL(request.url ?? "/", target);
      if (url.pathname === "/api/collect") collector.record(parseCollect(request.method ?? "GET", url, request.headers["content-type"] ?? "", body.toString()));
      const upstream = http.request(url, { method: request.method, headers: request.headers }, (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      });
      upstream.on("error", () => response.destroy());
      upstream.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    ...collector,
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
