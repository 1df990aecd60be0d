import { clsx, type ClassValue } from "clsx";

// Class names are joined, not merged: no element is given two utilities for the same property (the
// components offer variants instead of overrides), so tailwind-merge's 9 KB gzip of conflict
// resolution is not on every page. `npm run test:budget` fails on a conflict in any prerendered page
// (scripts/bench/class-conflicts.mjs).
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
