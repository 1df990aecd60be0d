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

import { professionNames } from "./profession-names";

export type Profession = {
  id: string;
  name: string;
  active: boolean;
  icon: LucideIcon;
};

const name = (id: string) => professionNames[id] ?? id;

export const professions: readonly Profession[] = [
  { id: "hr", name: name("hr"), active: true, icon: Users },
  { id: "marketing", name: name("marketing"), active: true, icon: Megaphone },
  { id: "sales", name: name("sales"), active: false, icon: BadgeDollarSign },
  { id: "finance", name: name("finance"), active: false, icon: Landmark },
  { id: "legal", name: name("legal"), active: false, icon: Scale },
  { id: "engineering", name: name("engineering"), active: false, icon: Code },
  { id: "product", name: name("product"), active: false, icon: Package },
  { id: "design", name: name("design"), active: false, icon: Palette },
  {
    id: "operations",
    name: name("operations"),
    active: false,
    icon: Briefcase,
  },
  {
    id: "compliance",
    name: name("compliance"),
    active: false,
    icon: ShieldCheck,
  },
  { id: "devops", name: name("devops"), active: false, icon: Server },
  {
    id: "accounting",
    name: name("accounting"),
    active: false,
    icon: Calculator,
  },
  { id: "taxation", name: name("taxation"), active: false, icon: Receipt },
  {
    id: "biotechnology",
    name: name("biotechnology"),
    active: false,
    icon: Dna,
  },
];
