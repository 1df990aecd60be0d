import { LRUCache } from 'lru-cache';

// In-process cache of public read responses: an LRU (the `lru-cache` package) bounded by entry count. Every
// content write bumps the generation, which empties the cache and stops a read that was in flight during the
// write from storing what it read.

export interface CachedResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  etag: string;
}

export class ResponseCache {
  private readonly entries: LRUCache<string, CachedResponse> | undefined;
  private currentGeneration = 0;

  constructor(maxEntries: number) {
    // lru-cache needs a bound of at least 1; 0 entries means the cache keeps nothing.
    this.entries = maxEntries > 0 ? new LRUCache({ max: maxEntries }) : undefined;
  }

  get generation(): number {
    return this.currentGeneration;
  }

  get size(): number {
    return this.entries?.size ?? 0;
  }

  /** The stored answer, which becomes the most recently used. */
  get(key: string): CachedResponse | undefined {
    return this.entries?.get(key);
  }

  /** Stores the entry unless content changed since `generation` was read. */
  set(key: string, entry: CachedResponse, generation: number): void {
    if (generation !== this.currentGeneration) return;
    this.entries?.set(key, entry);
  }

  invalidate(): void {
    this.currentGeneration += 1;
    this.entries?.clear();
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
