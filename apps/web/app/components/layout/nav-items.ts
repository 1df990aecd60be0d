import { agentPaths } from "@/config/agent-paths";
import { paths } from "@/config/paths";
import { benchmarkNames } from "@/config/site";
import { liveBoards } from "@/data/board-registry";
import type { Translate } from "@/i18n/i18n";
import { boardTitle } from "@/lib/data-api/urls";

import type { NavItemId } from "./active-nav-item";

type NavLink = { label: string; href: string };
type NavLinkItem = NavLink & { id: NavItemId };
type NavGroupItem = {
  id: NavItemId;
  label: string;
  links: readonly NavLink[];
};
export type NavItem = NavLinkItem | NavGroupItem;

/** The live boards of a track as menu links, in the registry's order. */
const boardLinks = (track: "agi" | "profession") =>
  liveBoards
    .filter((board) => board.track === track)
    .map((board) => ({
      label: boardTitle(board.slug, board),
      href: board.route,
    }));

/** The bar's items in the page's language (hrefs in English: the site's Link localizes them). */
export const navItemsOf = (t: Translate): readonly NavItem[] => [
  { id: "home", label: t("nav.home"), href: paths.home },
  {
    id: "agi",
    label: t("nav.agi"),
    links: [
      { label: benchmarkNames.scienceQa, href: paths.scienceQa },
      ...boardLinks("agi"),
    ],
  },
  {
    id: "profession",
    label: t("nav.profession"),
    links: boardLinks("profession"),
  },
  { id: "agents", label: t("nav.agents"), href: agentPaths.agents },
  { id: "compare", label: t("nav.compare"), href: agentPaths.compare },
  { id: "reports", label: t("nav.reports"), href: paths.reports },
  { id: "news", label: t("nav.news"), href: paths.news },
  { id: "contact", label: t("nav.contact"), href: paths.contact },
  { id: "submit", label: t("nav.submit"), href: paths.submit },
];
