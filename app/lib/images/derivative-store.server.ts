import { stat } from "node:fs/promises";
import path from "node:path";
import { defaultConcurrency, limiter, singleFlight } from "../core/concurrency";
import { writeFileAtomic } from "../core/fs-atomic.server";
import { DerivativeFailures, type DerivativeFailure } from "./derivative-failures";
import { encodeDerivative } from "./encode.server";
import { pipelineVersion, planDerivatives, type DerivativeFormat } from "./plan";

/** `pixels`: what sharp decodes when it cannot decode `file` itself (stand-ins.server.ts). */
export type DerivativeSource = { hash: string; file: string; pixels?: string; width: number; keepMetadata: boolean; gainMap?: boolean };
type DerivativeJob = { source: DerivativeSource; width: number; format: DerivativeFormat; input?: Buffer };

/**
 * Content-addressed derivative files under DATA_DIR/derivatives. Missing ones are made on demand;
 * concurrent requests for the same one share a single resize, and at most one resize per core runs
 * at once (a cold 500-item page would otherwise start hundreds of sharp jobs together). A resize
 * still waiting its turn when every request for it has gone (the visitor scrolled on) is dropped.
 * One that fails (the picture does not decode, the disk refuses the write) is not tried again for a
 * while: its requests get the same DerivativeFailure at once.
 */
export class DerivativeStore {
  /** Resizes actually performed, for the ingest report and the single-flight test. */
  encoded = 0;
  /** The most resizes that have run at once, for the concurrency test. */
  peakEncoding = 0;
  /** Resizes dropped because nobody waited for them any more. */
  abandoned = 0;
  /** Resizes that failed, each then remembered for a while, for the failure test. */
  failed = 0;
  private encoding = 0;
  private readonly root: string;
  private readonly failures = new DerivativeFailures();
  private readonly ensureOnce: (job: DerivativeJob, id: string, signal?: AbortSignal) => Promise<string>;
  private readonly encodeGate: ReturnType<typeof limiter>;

  constructor(dataDir: string, concurrency = defaultConcurrency) {
    this.root = path.join(dataDir, "derivatives", pipelineVersion);
    this.encodeGate = limiter(concurrency);
    this.ensureOnce = singleFlight(async (job, wanted) => {
      const target = this.pathOf(job.source.hash, job.width, job.format);
      if (await exists(target)) return target;
      const failure = this.failures.recent(idOf(job.source.hash, job.width, job.format));
      if (failure) throw failure;
      await this.encodeGate(async () => {
        if (wanted()) return this.encode(job, target);
        this.abandoned++;
        throw new DOMException(`${target}: nobody waits for it`, "AbortError");
      });
      return target;
    });
  }

  private async encode({ source, width, format, input }: DerivativeJob, target: string): Promise<void> {
    this.encoding++;
    this.peakEncoding = Math.max(this.peakEncoding, this.encoding);
    try {
      const bytes = await encodeDerivative(input ?? source.pixels ?? source.file, width, format, {
        keepMetadata: source.keepMetadata,
        gainMap: source.gainMap,
      });
      await writeFileAtomic(target, bytes);
      this.encoded++;
    } catch (error) {
      this.failed++;
      throw this.failures.remember(idOf(source.hash, width, format), error as Error);
    } finally {
      this.encoding--;
    }
  }

  pathOf(hash: string, width: number, format: DerivativeFormat): string {
    return path.join(this.root, hash.slice(0, 2), hash, `${width}.${format}`);
  }

  /**
   * The file of one derivative, made now if it does not exist yet; `signal`: the request gave up.
   * Rejects with a DerivativeFailure when it cannot be made, or failed within the last minute.
   */
  ensure(source: DerivativeSource, width: number, format: DerivativeFormat, options: { input?: Buffer; signal?: AbortSignal } = {}): Promise<string> {
    return this.ensureOnce({ source, width, format, input: options.input }, idOf(source.hash, width, format), options.signal);
  }

  /** The failure of this derivative while it is not to be tried again, so a request is answered without queueing. */
  recentFailure(hash: string, width: number, format: DerivativeFormat): DerivativeFailure | undefined {
    return this.failures.recent(idOf(hash, width, format));
  }

  /** Forgets every failure: a new site (a file replaced, the disk freed) may succeed where they failed. */
  forgetFailures(): void {
    this.failures.clear();
  }

  /** Makes every planned derivative of one image that is missing, from its bytes (its pixels': a stand-in's) read once. */
  async ensureAll(source: DerivativeSource, sourceBytes: Buffer): Promise<void> {
    for (const { width, format } of planDerivatives(source.width)) {
      await this.ensure(source, width, format, { input: sourceBytes });
    }
  }
}

const idOf = (hash: string, width: number, format: DerivativeFormat) => `${hash}/${width}.${format}`;

async function exists(filePath: string): Promise<boolean> {
  try {
    await stat(filePath);
    return true;
  } catch {
    return false;
  }
}
