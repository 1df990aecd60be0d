// @ts-check
// Issue 34: a board is content, so no source file names one. This finds every mention of a board's slug, page
// address or code name (DeepSearch's `deepSearch`) in the source of the site, the CMS, the shared package and the
// scripts, outside the few places allowed below (tests, the CMS's seed, ScienceQA's one constant). The boards are
// the registry's (apps/web/app/data/boards/registry.json) and ScienceQA (packages/boards/src/science-qa.ts).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { AGI_CAPABILITIES, PROFESSIONS, SCIENCE_QA } from "@evergreen/boards";
import { z } from "zod";

const repo = fileURLToPath(new URL("../..", import.meta.url));

/** Where source is read: every TypeScript and JavaScript file under these, as git lists them. */
export const SOURCE_DIRS = ["apps/web/app", "apps/web/build-time", "apps/cms/src", "packages/boards/src", "scripts"];

/**
 * Where a board may be named, and why. Short on purpose: anything else reads boards from the registry, the board
 * definitions or ScienceQA's constant.
 * @type {{ pattern: RegExp, why: string }[]}
 */
export const ALLOWED = [
  { pattern: /\.(test|spec|testing)\.[cm]?[jt]sx?$|(^|\/)(e2e|tests)\//, why: "tests and their fixtures" },
  { pattern: /^packages\/boards\/src\/science-qa\.ts$/, why: "ScienceQA's one place: the spec serves it live from the CMS, in no registry" },
  { pattern: /^apps\/cms\/src\/lib\/seed[\w-]*\.ts$/, why: "the CMS's seed (its data is apps/cms/data/)" },
  { pattern: /^scripts\/server\/static-serving-checks\.mjs$/, why: "the serving tests' checks (run by serve-web.test.mjs and test-nginx.mjs)" },
  { pattern: /^scripts\/bench\/(publish|soak)\.mjs$/, why: "benchmarks that publish and load DeepSearch's page, with its fields (docs/benchmarks.md)" },
];

const registrySchema = z.array(z.object({ slug: z.string(), title: z.string(), route: z.string() }));

/** "BabyVision-Gen" -> "babyVisionGen": how code names a board when it names it after its title. */
const codeName = (/** @type {string} */ title) => {
  const word = title.replace(/[^A-Za-z0-9]/g, "");
  return word.charAt(0).toLowerCase() + word.slice(1);
};

/**
 * The names that mention a board: its slug, its page address and that address's last segment, and its code
 * name, for each board of `boards` and ScienceQA. A profession's or capability's id is a category, not a board
 * (`marketing` is both), and is left out; the full address (`/profession/marketing`) is not.
 * @param {{ slug: string, title: string, route: string }[]} boards
 */
export function boardNames(boards) {
  /** @type {Set<string>} */
  const categories = new Set([...AGI_CAPABILITIES, ...PROFESSIONS]);
  const names = new Set();
  for (const board of [...boards, { ...SCIENCE_QA }]) {
    const segment = board.route.split("/").at(-1) ?? "";
    for (const name of [board.slug, segment, codeName(board.title)]) if (name && !categories.has(name)) names.add(name);
    names.add(board.route);
  }
  return [...names].sort((a, b) => b.length - a.length);
}

/** The registry's boards, as the site builds them. */
export const registryBoards = () =>
  registrySchema.parse(JSON.parse(readFileSync(join(repo, "apps/web/app/data/boards/registry.json"), "utf8")));

const escape = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
const STRING = /(["'`])(?:\\[\s\S]|(?!\1)[^\\])*\1/g;
// A string that is not a name in code: a sentence (it has a space), a message key ("deepsearch.title" is the
// board's message namespace), a module or file path, or a CMS content type or endpoint (ScienceQA's spec'd API).
const NOT_A_NAME = /\s|^[a-z][\w-]*\.[a-zA-Z][\w.]*$|^(\.{1,2}\/|@\/|~\/)|\.(tsx?|mjs|js|json|png|svg)$|^(api|plugin|admin)::|^\/api\//;

/**
 * Each line of `source` that names a board, with the name: in code (an identifier, a key) or as a string that is
 * a name (a slug, an address); never in a comment, a sentence, a message key, an import or a CMS content type.
 * @param {string} source
 * @param {string[]} names
 * @returns {{ line: number, name: string, text: string }[]}
 */
export function boardMentions(source, names) {
  const mention = new RegExp(`(?<![\\w$])(${names.map(escape).join("|")})(?![\\w$])`, "g");
  // Comments out (a `//` inside a string such as a URL stays), keeping line numbers.
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, " "))
    .replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
  /** @type {{ line: number, name: string, text: string }[]} */
  const found = [];
  code.split("\n").forEach((text, index) => {
    if (/^\s*(import|export)\b.*\bfrom\s|^\s*}\s*from\s|^\s*import\s*["']/.test(text)) return;
    const names = [];
    const outside = text.replace(STRING, (literal) => {
      const inner = literal.slice(1, -1);
      if (!NOT_A_NAME.test(inner)) for (const match of inner.matchAll(mention)) names.push(match[1]);
      return " ".repeat(literal.length);
    });
    for (const match of outside.matchAll(mention)) names.push(match[1]);
    for (const name of names) found.push({ line: index + 1, name: name ?? "", text: text.trim() });
  });
  return found;
}

/** The source files to check (tracked or new, not ignored), relative to the repository. */
export function sourceFiles() {
  return execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "--", ...SOURCE_DIRS], { cwd: repo, encoding: "utf8" })
    .split("\n")
    .filter((file) => /\.(ts|tsx|mjs|js)$/.test(file) && !file.endsWith(".d.ts"));
}

/** Every mention of a board outside the allowed places: `file:line: name in "text"`. */
export function misplacedMentions(files = sourceFiles(), names = boardNames(registryBoards())) {
  return files
    .filter((file) => !ALLOWED.some(({ pattern }) => pattern.test(file)))
    .flatMap((file) => {
      let source;
      try {
        source = readFileSync(join(repo, file), "utf8");
      } catch {
        return []; // listed by git but deleted in the work tree
      }
      return boardMentions(source, names).map(({ line, name, text }) => `${file}:${line}: ${name} in "${text.slice(0, 120)}"`);
    });
}
