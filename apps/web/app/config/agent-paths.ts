// The agent pages' hrefs. Beside paths.ts rather than in it: paths.ts is in every page's first load, and the
// board pages that link here do so after hydration (docs/decisions/0013).
export const agentPaths = {
  agents: "/agents",
  agent: (slug: string) => `/agents/${encodeURIComponent(slug)}`,
  compare: "/compare",
  /** A comparison of these agents (the selection is the `agents` parameter). */
  compareOf: (slugs: readonly string[]) =>
    slugs.length > 0 ? `/compare?agents=${slugs.join(",")}` : "/compare",
} as const;
