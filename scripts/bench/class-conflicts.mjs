// @ts-check
// Tailwind class conflicts in prerendered HTML (issue 13). The site joins class names with clsx alone (`cn` in
// apps/web/app/lib/utils.ts), without tailwind-merge's 9 KB gzip conflict resolution at run time, so an element
// must never carry two utilities for the same property (`text-sm text-base`, `h-10 h-auto`): which one wins would
// depend on the stylesheet's order, not on the order in the code. tailwind-merge (a dev dependency) finds them here,
// at build-check time: every class attribute whose classes it would drop is a conflict.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

import { importDev } from "./lib.mjs";

const { twMerge } = await importDev("tailwind-merge", "^3");

/**
 * The classes of one class attribute that tailwind-merge would drop (conflicting with a later one).
 * @param {string} classAttribute
 */
export function conflictingClasses(classAttribute) {
  const classes = classAttribute.split(/\s+/).filter(Boolean);
  const kept = new Set(twMerge(classes.join(" ")).split(/\s+/));
  return [...new Set(classes.filter((name) => !kept.has(name)))];
}

/**
 * Every conflicting class attribute in an HTML document: [{ classes, dropped }].
 * @param {string} html
 */
export function classConflicts(html) {
  /** @type {Map<string, { classes: string, dropped: string[] }>} */
  const found = new Map();
  for (const [, value = ""] of html.matchAll(/\sclass="([^"]*)"/g)) {
    const dropped = conflictingClasses(value);
    if (dropped.length && !found.has(value)) found.set(value, { classes: value, dropped });
  }
  return [...found.values()];
}

/** The HTML files under a folder (the prerendered pages). */
/**
 * @param {string} dir
 * @returns {string[]}
 */
export function htmlFilesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return htmlFilesUnder(file);
    return name.endsWith(".html") ? [file] : [];
  });
}
