// In-process cache of public read responses. Every content write bumps the generation, which empties the cache
// and stops a read that was in flight during the write from storing what it read.

export interface CachedResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  etag: string;
}

export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  private currentGeneration = 0;

  constructor(private readonly maxEntries: number) {}

  get generation(): number {
    return this.currentGeneration;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      // Map keeps insertion order: re-inserting makes this the most recently used entry.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** Stores the entry unless content changed since `generation` was read. */
  set(key: string, entry: CachedResponse, generation: number): void {
    if (generation !== this.currentGeneration || this.maxEntries <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  invalidate(): void {
    this.currentGeneration += 1;
    this.entries.clear();
  }
}

const parseCount = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
};

export interface CacheSettings {
  /** CMS_CACHE=off disables the in-process cache (HTTP headers and ETag stay). */
  inProcess: boolean;
  maxEntries: number;
  maxAge: number;
  staleWhileRevalidate: number;
}

export function readCacheSettings(env: NodeJS.ProcessEnv): CacheSettings {
  const flag = (env.CMS_CACHE ?? 'on').trim().toLowerCase();
  return {
    inProcess: !['off', 'false', '0', 'no'].includes(flag),
    maxEntries: parseCount(env.CMS_CACHE_MAX_ENTRIES, 500),
    maxAge: parseCount(env.CMS_CACHE_MAX_AGE, 10),
    staleWhileRevalidate: parseCount(env.CMS_CACHE_SWR, 60),
  };
}

export const responseCache = new ResponseCache(readCacheSettings(process.env).maxEntries);
