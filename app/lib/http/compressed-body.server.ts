import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = "br" | "gzip";
export type Coding = Encoding | "identity";

/**
 * A body kept to be sent many times, with its compressed forms and the strong ETags that name them:
 * one content hash, told apart by encoding. One not worth compressing has its identity form alone.
 */
export type KeptBody = {
  etags: Readonly<Partial<Record<Encoding, string>> & { identity: string }>;
  bodies: Readonly<Partial<Record<Encoding, Buffer>> & { identity: Buffer }>;
};

/** A body kept in every form. */
export type CompressedBody = KeptBody & { etags: Readonly<Record<Coding, string>>; bodies: Readonly<Record<Coding, Buffer>> };

/** How hard to compress: what a visitor waits for is compressed fast, what is compressed once at the most. */
export type CompressionEffort = { brotliQuality: number; gzipLevel: number };

const contentHash = (body: Buffer) => createHash("sha256").update(body).digest("base64url").slice(0, 22);

export function uncompressedBody(body: Buffer): KeptBody {
  return { etags: { identity: `"${contentHash(body)}"` }, bodies: { identity: body } };
}

/** Compresses a body both ways at once (zlib's threads) and tags each form by the content. */
export async function compressedBody(body: Buffer, effort: CompressionEffort): Promise<CompressedBody> {
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: effort.brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipAsync(body, { level: effort.gzipLevel }),
  ]);
  const hash = contentHash(body);
  return { etags: { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gz"` }, bodies: { identity: body, br, gzip: gz } };
}
