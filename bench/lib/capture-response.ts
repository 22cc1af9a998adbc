import http from "node:http";
import type { BareResponse } from "./bare-server";
import type { TrafficRequest } from "./traffic-load";

/** The headers that say what the body is; the limit sends these and the body's length, nothing else. */
const kept = ["content-type", "content-encoding"];

/**
 * Sends `request` once to the real server (with an X-Forwarded-For of its own) and keeps its answer
 * as the bytes came, compressed or not: what the limit (bench/lib/bare-server.ts) replays. Fails on
 * anything but 2xx.
 */
export function captureResponse(origin: string, request: TrafficRequest, forwardedFor: string): Promise<BareResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      `${origin}${request.path}`,
      { method: request.method, headers: { ...request.headers, "x-forwarded-for": forwardedFor }, timeout: 120_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const status = response.statusCode ?? 0;
          if (status < 200 || status > 299) return reject(new Error(`${request.method} ${request.path}: HTTP ${status}`));
          const headers: Record<string, string> = {};
          for (const name of kept) if (typeof response.headers[name] === "string") headers[name] = response.headers[name];
          resolve({ method: request.method, path: request.path, status, headers, body: Buffer.concat(chunks) });
        });
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error(`${request.method} ${request.path}: no answer in 120 s`)));
    outgoing.on("error", reject);
    outgoing.end(request.body);
  });
}
