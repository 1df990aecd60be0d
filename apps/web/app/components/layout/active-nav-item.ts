export type NavItemId =
  | "home"
  | "agi"
  | "profession"
  | "agents"
  | "compare"
  | "reports"
  | "news"
  | "contact"
  | "submit";

// The spec's sections, selected by a path that contains their name, then the pages issue 37 added.
const sectionsInOrder = [
  "agi",
  "profession",
  "reports",
  "news",
  "contact",
  "agents",
  "compare",
  "submit",
] as const;

// The pages added to the bar (issue 37), selected by their first segment only: an agent's slug may contain
// "agi" ("/agents/magic-1"), which must not select AGI Tracking.
const bySegment = /^\/(agents|compare|submit)(\/|$)/;

/** Exact "/" is Home; an agents, compare or submit page its item; otherwise the first section whose name the path contains. */
export function activeNavItem(pathname: string): NavItemId | undefined {
  if (pathname === "/") return "home";
  const page = bySegment.exec(pathname)?.[1];
  return (
    sectionsInOrder.find((section) => section === page) ??
    sectionsInOrder.find((section) => !page && pathname.includes(section))
  );
}
