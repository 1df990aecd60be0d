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

import { genericBoardOf } from "./board-registry";
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
const specProfessions: readonly Profession[] = [
  {
    id: "hr",
    nameKey: "placeholder.professionHr",
    active: true,
    icon: Users,
  },
  {
    id: "marketing",
    nameKey: "placeholder.professionMarketing",
    active: true,
    icon: Megaphone,
  },
  {
    id: "sales",
    nameKey: "placeholder.professionSales",
    active: false,
    icon: BadgeDollarSign,
  },
  {
    id: "finance",
    nameKey: "placeholder.professionFinance",
    active: false,
    icon: Landmark,
  },
  {
    id: "legal",
    nameKey: "placeholder.professionLegal",
    active: false,
    icon: Scale,
  },
  {
    id: "engineering",
    nameKey: "placeholder.professionEngineering",
    active: false,
    icon: Code,
  },
  {
    id: "product",
    nameKey: "placeholder.professionProduct",
    active: false,
    icon: Package,
  },
  {
    id: "design",
    nameKey: "placeholder.professionDesign",
    active: false,
    icon: Palette,
  },
  {
    id: "operations",
    nameKey: "placeholder.professionOperations",
    active: false,
    icon: Briefcase,
  },
  {
    id: "compliance",
    nameKey: "placeholder.professionCompliance",
    active: false,
    icon: ShieldCheck,
  },
  {
    id: "devops",
    nameKey: "placeholder.professionDevops",
    active: false,
    icon: Server,
  },
  {
    id: "accounting",
    nameKey: "placeholder.professionAccounting",
    active: false,
    icon: Calculator,
  },
  {
    id: "taxation",
    nameKey: "placeholder.professionTaxation",
    active: false,
    icon: Receipt,
  },
  {
    id: "biotechnology",
    nameKey: "placeholder.professionBiotechnology",
    active: false,
    icon: Dna,
  },
];

/** The professions, with every one whose board is published in the CMS active (the generic board page). */
export const professions: readonly Profession[] = specProfessions.map(
  (profession) => ({
    ...profession,
    active:
      profession.active || Boolean(genericBoardOf("profession", profession.id)),
  }),
);
