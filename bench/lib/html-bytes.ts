import http from "node:http";
import { gunzipSync } from "node:zlib";

/** A document's size as the server sends it to a client that accepts gzip (`gzip`), and unpacked (`raw`). */
export function htmlBytes(url: string, headers: Record<string, string>): Promise<{ raw: number; gzip: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { ...headers, "accept-encoding": "gzip" } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const body = Buffer.concat(chunks);
          if (response.statusCode !== 200) return reject(new Error(`${url}: HTTP ${response.statusCode}`));
          if (response.headers["content-encoding"] !== "gzip") return reject(new Error(`${url}: not compressed`));
          resolve({ raw: gunzipSync(body).length, gzip: body.length });
        });
      })
      .on("error", reject);
  });
}
