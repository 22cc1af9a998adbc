import { compressedBody, uncompressedBody, type CompressionEffort, type KeptBody } from "./compressed-body.server";

/** Done once a file, so at the most: brotli 11 takes about a second for a 550 KB client build. */
const onceEffort: CompressionEffort = { brotliQuality: 11, gzipLevel: 9 };

/** Below this, compressing saves less than the headers it adds (compression()'s threshold too). */
const minCompressedBytes = 1024;

/**
 * A file's bytes held in memory with the headers it is sent with, compressed on first need, once:
 * later calls share the result. Not compressed when that does not pay: a kind of file already
 * compressed, a tiny one, or one that gzip would not make smaller.
 */
export class StaticFile {
  private ready: KeptBody | undefined;
  private making: Promise<KeptBody> | undefined;

  constructor(
    readonly headers: Readonly<{ "Content-Type": string; "Cache-Control": string }>,
    private readonly bytes: Buffer,
    compressible: boolean,
  ) {
    if (!compressible || bytes.length < minCompressedBytes) this.ready = uncompressedBody(bytes);
  }

  /** Its forms: at once when made, else once they are (a failure is the caller's; the next call tries again). */
  body(): KeptBody | Promise<KeptBody> {
    if (this.ready) return this.ready;
    this.making ??= compressedBody(this.bytes, onceEffort)
      .then((made) => (this.ready = made.bodies.gzip.length < this.bytes.length ? made : uncompressedBody(this.bytes)))
      .finally(() => (this.making = undefined));
    return this.making;
  }
}
