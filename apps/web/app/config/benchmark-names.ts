// The brand and the boards' names without the build environment, so build-time code (the data API
// plugin in vite.config.ts) can import them too. site.ts re-exports both.
export const product = "xbench";
export const teamEmail = "team@xbench.org";

export const benchmarkNames = {
  scienceQa: `${product}-ScienceQA`,
  deepSearch: `${product}-DeepSearch`,
  recruiting: `${product}-Profession-Recruiting`,
  marketing: `${product}-Profession-Marketing`,
} as const;
