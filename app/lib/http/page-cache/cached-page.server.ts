import { compressedBody, type CompressedBody, type CompressionEffort } from "../compressed-body.server";
import { cspHeader, type CspDirectives } from "../csp.server";
import { inlineScriptHashes } from "../inline-scripts";
import { publicPageCacheControl } from "./cache-rules";

/** A finished response, kept with its compressed forms and the tags that name them. */
export type CachedPage = CompressedBody & {
  status: number;
  /** The response's own headers (type, caching, Remix's), without those of one transfer. */
  headers: ReadonlyArray<readonly [string, string]>;
  /** The page's own Content-Security-Policy (its inline scripts' hashes); none for anything but HTML. */
  csp?: string;
  /** What it holds in memory, for the cache's bound. */
  bytes: number;
};

/** Headers that describe one transfer, not the content: the cache writes its own. */
const transferHeaders = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "date", "etag", "vary", "keep-alive"]);

/**
 * Brotli at quality 6: 65 KB of album HTML in about 2.5 ms, within 1 % of quality 8's size; quality
 * 11 would save 14 % more for 70 ms, which every cache miss would wait for (docs/benchmarks.md).
 */
const pageEffort: CompressionEffort = { brotliQuality: 6, gzipLevel: 6 };

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
  const compressed = await compressedBody(body, pageEffort);
  const kept = keptHeaders(headers);
  const bodyBytes = Object.values(compressed.bodies).reduce((sum, form) => sum + form.length, 0);
  const bytes = bodyBytes + kept.reduce((sum, [name, value]) => sum + name.length + value.length, 0);
  return { ...compressed, status, headers: kept, csp: pagePolicy(headers, body, directives), bytes };
}
