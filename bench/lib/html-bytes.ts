import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

const decoders = { gzip: gunzipSync, br: brotliDecompressSync };

/** A document as the server sends it to a client that accepts `encoding` only: the bytes sent, and the text. */
function sent(url: string, headers: Record<string, string>, encoding: keyof typeof decoders): Promise<{ bytes: number; html: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { ...headers, "accept-encoding": encoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const body = Buffer.concat(chunks);
          if (response.statusCode !== 200) return reject(new Error(`${url}: HTTP ${response.statusCode}`));
          if (response.headers["content-encoding"] !== encoding) return reject(new Error(`${url}: not sent as ${encoding}`));
          resolve({ bytes: body.length, html: decoders[encoding](body).toString("utf8") });
        });
      })
      .on("error", reject);
  });
}

/** A document's size as the server sends it to a client that accepts gzip (`gzip`) or brotli (`brotli`), unpacked (`raw`), and its text. */
export async function htmlBytes(url: string, headers: Record<string, string>): Promise<{ raw: number; gzip: number; brotli: number; html: string }> {
  const gzip = await sent(url, headers, "gzip");
  const brotli = await sent(url, headers, "br");
  return { raw: Buffer.byteLength(gzip.html), gzip: gzip.bytes, brotli: brotli.bytes, html: gzip.html };
}
