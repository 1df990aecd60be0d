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

export type Profession = {
  id: string;
  name: string;
  active: boolean;
  icon: LucideIcon;
};

export const professions: readonly Profession[] = [
  { id: "hr", name: "Recruiting (HR)", active: true, icon: Users },
  { id: "marketing", name: "Marketing", active: true, icon: Megaphone },
  { id: "sales", name: "Sales", active: false, icon: BadgeDollarSign },
  { id: "finance", name: "Finance", active: false, icon: Landmark },
  { id: "legal", name: "Legal", active: false, icon: Scale },
  { id: "engineering", name: "Engineering", active: false, icon: Code },
  { id: "product", name: "Product", active: false, icon: Package },
  { id: "design", name: "Design", active: false, icon: Palette },
  { id: "operations", name: "Operations", active: false, icon: Briefcase },
  { id: "compliance", name: "Compliance", active: false, icon: ShieldCheck },
  { id: "devops", name: "DevOps", active: false, icon: Server },
  { id: "accounting", name: "Accounting", active: false, icon: Calculator },
  { id: "taxation", name: "Taxation", active: false, icon: Receipt },
  { id: "biotechnology", name: "Biotechnology", active: false, icon: Dna },
];
