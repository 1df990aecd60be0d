// Limits on public reads that the response cache could not answer, so that one client asking many distinct
// queries cannot starve the others: a token bucket and a concurrency cap per client, and one bound on how many
// uncached queries the whole process computes at once (a short queue, then 503).

export interface BudgetSettings {
  /** Uncached reads per second one client may sustain. */
  rate: number;
  /** Uncached reads one client may make in a burst. */
  burst: number;
  /** Uncached reads one client may have in flight at once. */
  perClientConcurrency: number;
  /** Uncached reads the process computes at once, all clients together. */
  maxInFlight: number;
  /** Reads that may wait for one of those slots; beyond it the answer is 503. */
  maxQueue: number;
}

const positive = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

export function readBudgetSettings(env: NodeJS.ProcessEnv): BudgetSettings {
  return {
    rate: positive(env.CMS_READ_RATE, 10),
    burst: positive(env.CMS_READ_BURST, 20),
    perClientConcurrency: Math.floor(positive(env.CMS_READ_CONCURRENCY, 2)),
    maxInFlight: Math.floor(positive(env.CMS_READ_MAX_IN_FLIGHT, 8)),
    maxQueue: Math.floor(positive(env.CMS_READ_MAX_QUEUE, 100)),
  };
}

export type Admission = { ok: true; release: () => void } | { ok: false; retryAfterSeconds: number; reason: string };

interface Bucket {
  tokens: number;
  updatedAt: number;
  inFlight: number;
}

/** Per-client token buckets; the least recently seen clients are forgotten beyond `maxClients`. */
export class ClientBudget {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly settings: Pick<BudgetSettings, 'rate' | 'burst' | 'perClientConcurrency'>,
    private readonly now: () => number = Date.now,
    private readonly maxClients = 10_000,
  ) {}

  admit(client: string): Admission {
    const { rate, burst, perClientConcurrency } = this.settings;
    const time = this.now();
    const bucket = this.buckets.get(client) ?? { tokens: burst, updatedAt: time, inFlight: 0 };
    bucket.tokens = Math.min(burst, bucket.tokens + ((time - bucket.updatedAt) / 1000) * rate);
    bucket.updatedAt = time;
    this.buckets.delete(client);
    this.buckets.set(client, bucket);
    this.forgetOldest();

    if (bucket.inFlight >= perClientConcurrency) {
      return { ok: false, retryAfterSeconds: 1, reason: `more than ${perClientConcurrency} uncached requests at once` };
    }
    if (bucket.tokens < 1) {
      return {
        ok: false,
        retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / rate)),
        reason: `more than ${rate} uncached requests per second`,
      };
    }
    bucket.tokens -= 1;
    bucket.inFlight += 1;
    let released = false;
    return {
      ok: true,
      release: () => {
        if (released) return;
        released = true;
        bucket.inFlight -= 1;
      },
    };
  }

  private forgetOldest(): void {
    for (const [client, bucket] of this.buckets) {
      if (this.buckets.size <= this.maxClients) return;
      if (bucket.inFlight === 0) this.buckets.delete(client);
    }
  }
}

/** At most `maxInFlight` holders at once; up to `maxQueue` wait in order; beyond that `acquire` answers null. */
export class InFlightLimit {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly maxInFlight: number,
    private readonly maxQueue: number,
  ) {}

  get inFlight(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  async acquire(): Promise<(() => void) | null> {
    if (this.active >= this.maxInFlight) {
      if (this.waiting.length >= this.maxQueue) return null;
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active += 1;
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter; `active` only drops when nobody waits.
      if (next) next();
      else this.active -= 1;
    };
  }
}
