// The brand and ScienceQA's name without the build environment, so build-time code (the data API plugin in
// vite.config.ts) can import them too. site.ts re-exports both. Every other board's name is its definition's
// (lib/data-api/urls.ts, boardTitle).
export const product = "xbench";
export const teamEmail = "team@xbench.org";

export const benchmarkNames = {
  scienceQa: `${product}-ScienceQA`,
} as const;
