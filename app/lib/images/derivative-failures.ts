/**
 * How long a derivative that could not be made is not tried again. A full or read-only disk, or a
 * picture that does not decode, fails the same way on the next request: without a pause every
 * visitor's request would pay a whole decode and resize again, and log it again. A minute is short
 * enough that a freed disk is picked up soon without a restart.
 */
export const failureWindowMs = 60_000;

/**
 * Failures remembered at most (a few hundred bytes each, so about a megabyte). A read-only disk
 * under a crawler fails every derivative of the library; past this bound the oldest is forgotten
 * and at worst tried once more, sooner.
 */
export const rememberedFailures = 10_000;

/** One derivative that could not be made; requests for it within the window are given this same error. */
export class DerivativeFailure extends Error {
  private reported = false;

  constructor(
    cause: Error,
    /** When (Date.now) the derivative may be tried again. */
    readonly retryAt: number,
  ) {
    super(cause.message, { cause });
    this.name = "DerivativeFailure";
  }

  /** Whole seconds until the derivative may be tried again, at least 1 (a Retry-After). */
  retryAfter(now = Date.now()): number {
    return Math.max(1, Math.ceil((this.retryAt - now) / 1000));
  }

  /**
   * True the first time only: requests that shared the failed attempt, and those refused during its
   * window, are all given this error, and the log gets one line for all of them.
   */
  firstReport(): boolean {
    const first = !this.reported;
    this.reported = true;
    return first;
  }
}

/** The derivatives that failed recently, by id (`hash/width.format`). */
export class DerivativeFailures {
  // Insertion order is the order the windows end in (each failure is re-inserted), so the oldest are first.
  private readonly byId = new Map<string, DerivativeFailure>();

  constructor(
    private readonly windowMs = failureWindowMs,
    private readonly capacity = rememberedFailures,
  ) {}

  /** The failure still in its window for this derivative, if any. An ended one is forgotten: the next attempt decides anew. */
  recent(id: string): DerivativeFailure | undefined {
    const failure = this.byId.get(id);
    if (failure && failure.retryAt <= Date.now()) {
      this.byId.delete(id);
      return undefined;
    }
    return failure;
  }

  /** Records that the derivative could not be made; returns the error its requests are given. */
  remember(id: string, cause: Error): DerivativeFailure {
    const now = Date.now();
    const failure = new DerivativeFailure(cause, now + this.windowMs);
    this.byId.delete(id);
    this.byId.set(id, failure);
    // Ended windows are dropped from the front, and the oldest beyond the bound.
    for (const [oldId, old] of this.byId) {
      if (old.retryAt > now && this.byId.size <= this.capacity) break;
      this.byId.delete(oldId);
    }
    return failure;
  }

  /** Forgets them all: a new site (a file replaced, a disk freed) may succeed where they failed. */
  clear(): void {
    this.byId.clear();
  }

  /** How many are remembered, for the bound's test. */
  get size(): number {
    return this.byId.size;
  }
}
