// autocannon@8 ships no types (and @types/autocannon is not installed): the options the benches pass and the
// figures they read (scripts/bench/static-load.mjs, soak.mjs, through lib.mjs's runAutocannon).
declare module "autocannon" {
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: Array<{ method?: string; path?: string; headers?: Record<string, string> }>;
  }
  /** Averages and percentiles of one measure over the run. */
  export interface Histogram {
    average: number;
    mean: number;
    max: number;
    min: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  function autocannon(options: Options, done: (error: Error | null, result: Result) => void): unknown;
  export default autocannon;
}
