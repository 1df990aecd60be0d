import { paths } from "@/config/paths";
import { benchmarkNames } from "@/config/site";

import type { NavItemId } from "./active-nav-item";

type NavLinkItem = { id: NavItemId; label: string; href: string };
type NavGroupItem = {
  id: NavItemId;
  label: string;
  links: readonly { label: string; href: string }[];
};
export type NavItem = NavLinkItem | NavGroupItem;

export const navItems: readonly NavItem[] = [
  { id: "home", label: "Home", href: paths.home },
  {
    id: "agi",
    label: "AGI Tracking",
    links: [
      { label: benchmarkNames.scienceQa, href: paths.scienceQa },
      { label: benchmarkNames.deepSearch, href: paths.deepSearch },
    ],
  },
  {
    id: "profession",
    label: "Profession Aligned",
    links: [
      { label: benchmarkNames.recruiting, href: paths.recruiting },
      { label: benchmarkNames.marketing, href: paths.marketing },
    ],
  },
  { id: "reports", label: "Research", href: paths.reports },
  { id: "news", label: "News", href: paths.news },
  { id: "contact", label: "Contact Us", href: paths.contact },
];
