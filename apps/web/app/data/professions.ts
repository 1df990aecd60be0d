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
import { professionNameKeys, type ProfessionId } from "./profession-names";

export type Profession = {
  id: ProfessionId;
  /** Its name in the catalogs (common "placeholder" namespace): the data stays language-neutral. */
  nameKey: MessageKey;
  active: boolean;
  icon: LucideIcon;
};

const specProfessions: readonly Omit<Profession, "nameKey">[] = [
  { id: "hr", active: true, icon: Users },
  { id: "marketing", active: true, icon: Megaphone },
  { id: "sales", active: false, icon: BadgeDollarSign },
  { id: "finance", active: false, icon: Landmark },
  { id: "legal", active: false, icon: Scale },
  { id: "engineering", active: false, icon: Code },
  { id: "product", active: false, icon: Package },
  { id: "design", active: false, icon: Palette },
  { id: "operations", active: false, icon: Briefcase },
  { id: "compliance", active: false, icon: ShieldCheck },
  { id: "devops", active: false, icon: Server },
  { id: "accounting", active: false, icon: Calculator },
  { id: "taxation", active: false, icon: Receipt },
  { id: "biotechnology", active: false, icon: Dna },
];

/** The professions, with every one whose board is published in the CMS active (the generic board page). */
export const professions: readonly Profession[] = specProfessions.map(
  (profession) => ({
    ...profession,
    nameKey: professionNameKeys[profession.id],
    active:
      profession.active || Boolean(genericBoardOf("profession", profession.id)),
  }),
);
