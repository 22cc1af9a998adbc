import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { cspHeader, type CspDirectives } from "../csp.server";
import { inlineScriptHashes } from "../inline-scripts";
import { publicPageCacheControl } from "./cache-rules";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = "br" | "gzip";

/** A finished response, kept with its compressed forms and the tags that name them. */
export type CachedPage = {
  status: number;
  /** The response's own headers (type, caching, Remix's), without those of one transfer. */
  headers: ReadonlyArray<readonly [string, string]>;
  /** The page's own Content-Security-Policy (its inline scripts' hashes); none for anything but HTML. */
  csp?: string;
  /** The strong ETag of each form: the same content hash, told apart by its encoding. */
  etags: Readonly<Record<Encoding | "identity", string>>;
  bodies: Readonly<Record<Encoding | "identity", Buffer>>;
  /** What it holds in memory, for the cache's bound. */
  bytes: number;
};

/** Headers that describe one transfer, not the content: the cache writes its own. */
const transferHeaders = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "date", "etag", "vary", "keep-alive"]);

/**
 * Brotli at quality 6: 65 KB of album HTML in about 2.5 ms, within 1 % of quality 8's size; quality
 * 11 would save 14 % more for 70 ms, which every cache miss would wait for (docs/benchmarks.md).
 */
const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } };

/** A response's headers as kept: Content-Type, Cache-Control (the public pages' policy unless the route set one), the rest. */
export function keptHeaders(headers: Headers): Array<[string, string]> {
  const kept: Array<[string, string]> = [];
  for (const [name, value] of headers) if (!transferHeaders.has(name)) kept.push([name, value]);
  if (!headers.has("cache-control")) kept.push(["cache-control", publicPageCacheControl]);
  return kept;
}

/** The page's policy: HTML is admitted its own inline scripts, by their hashes. */
export function pagePolicy(headers: Headers, body: Buffer, directives: CspDirectives): string | undefined {
  return /^text\/html\b/i.test(headers.get("content-type") ?? "") ? cspHeader(directives, inlineScriptHashes(body.toString("utf8"))) : undefined;
}

/** Compresses a finished response both ways at once (zlib's threads) and tags it by its content. */
export async function cachedPage(status: number, headers: Headers, body: Buffer, directives: CspDirectives): Promise<CachedPage> {
  const [br, gz] = await Promise.all([brotli(body, brotliOptions), gzipAsync(body)]);
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 22);
  const kept = keptHeaders(headers);
  const bytes = body.length + br.length + gz.length + kept.reduce((sum, [name, value]) => sum + name.length + value.length, 0);
  return {
    status,
    headers: kept,
    csp: pagePolicy(headers, body, directives),
    etags: { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gz"` },
    bodies: { identity: body, br, gzip: gz },
    bytes,
  };
}
