import {
  BadgeDollarSign,
  Briefcase,
  Calculator,
  Code,
  Dna,
  Landmark,
  Megaphone,
  Package,
  Palette,
  Receipt,
  Scale,
  Server,
  ShieldCheck,
  Users,
  type LucideIcon,
} from "lucide-react";

import type { MessageKey } from "@/i18n/i18n";

import { boardOf } from "./board-lookup";
import type { ProfessionId } from "./profession-names";

export type Profession = {
  id: ProfessionId;
  /** Its name in the catalogs (common "placeholder" namespace): the data stays language-neutral. */
  nameKey: MessageKey;
  active: boolean;
  icon: LucideIcon;
};

// The name keys repeat profession-names.ts's (the tiles' page then loads no second chunk for them;
// profession-names.test.ts holds the two equal).
const specProfessions: readonly Omit<Profession, "active">[] = [
  {
    id: "hr",
    nameKey: "placeholder.professionHr",
    icon: Users,
  },
  {
    id: "marketing",
    nameKey: "placeholder.professionMarketing",
    icon: Megaphone,
  },
  {
    id: "sales",
    nameKey: "placeholder.professionSales",
    icon: BadgeDollarSign,
  },
  {
    id: "finance",
    nameKey: "placeholder.professionFinance",
    icon: Landmark,
  },
  {
    id: "legal",
    nameKey: "placeholder.professionLegal",
    icon: Scale,
  },
  {
    id: "engineering",
    nameKey: "placeholder.professionEngineering",
    icon: Code,
  },
  {
    id: "product",
    nameKey: "placeholder.professionProduct",
    icon: Package,
  },
  {
    id: "design",
    nameKey: "placeholder.professionDesign",
    icon: Palette,
  },
  {
    id: "operations",
    nameKey: "placeholder.professionOperations",
    icon: Briefcase,
  },
  {
    id: "compliance",
    nameKey: "placeholder.professionCompliance",
    icon: ShieldCheck,
  },
  {
    id: "devops",
    nameKey: "placeholder.professionDevops",
    icon: Server,
  },
  {
    id: "accounting",
    nameKey: "placeholder.professionAccounting",
    icon: Calculator,
  },
  {
    id: "taxation",
    nameKey: "placeholder.professionTaxation",
    icon: Receipt,
  },
  {
    id: "biotechnology",
    nameKey: "placeholder.professionBiotechnology",
    icon: Dna,
  },
];

/** The professions, each active when its board is published in the CMS (the board registry). */
export const professions: readonly Profession[] = specProfessions.map(
  (profession) => ({
    ...profession,
    active: Boolean(boardOf("profession", profession.id)),
  }),
);
