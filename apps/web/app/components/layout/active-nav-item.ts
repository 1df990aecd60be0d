export type NavItemId =
  "home" | "agi" | "profession" | "reports" | "news" | "contact";

const sectionsInOrder = [
  "agi",
  "profession",
  "reports",
  "news",
  "contact",
] as const;

/** Exact "/" is Home; otherwise the first section whose name the path contains. */
export function activeNavItem(pathname: string): NavItemId | undefined {
  if (pathname === "/") return "home";
  return sectionsInOrder.find((section) => pathname.includes(section));
}
