import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A pass-through proxy that delivers each HTML page as a slow network does: the bytes up to the end
 * of the first `splitAfter` marker, then a pause, then the rest. Browsers paint what they have, so
 * whatever the rest adds must not move what was painted. Everything else passes unchanged.
 */
export async function startSlowDocumentProxy(target: string, splitAfter: string, pauseMs: number) {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", target);
    const isDocument = request.headers["sec-fetch-dest"] === "document";
    const headers = isDocument ? { ...request.headers, "accept-encoding": "identity" } : request.headers;
    const upstream = http.request(url, { method: request.method, headers }, (answer) => {
      if (!isDocument) {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => {
        const html = Buffer.concat(chunks);
        const marker = html.indexOf(splitAfter);
        const split = marker < 0 ? html.length : marker + Buffer.byteLength(splitAfter);
        const { "content-length": _length, ...rest } = answer.headers;
        response.writeHead(answer.statusCode ?? 502, rest);
        response.write(html.subarray(0, split));
        setTimeout(() => response.end(html.subarray(split)), pauseMs);
      });
    });
    upstream.on("error", () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
