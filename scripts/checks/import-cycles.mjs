// @ts-check
// No import circle: the module graph of each TypeScript project (static imports, re-exports and dynamic
// `import()`, resolved as the project's compiler resolves them) has no cycle. A cycle makes the order in which
// modules are evaluated depend on which one is imported first, and ties two layers into one (issue 34).
// Run: node scripts/checks/import-cycles.mjs (part of `npm run lint`).
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import ts from "typescript";

const repo = fileURLToPath(new URL("../..", import.meta.url));

/** The projects checked: every tsconfig whose modules import each other. */
export const PROJECTS = ["apps/web/tsconfig.json", "apps/cms/tsconfig.json", "packages/boards/tsconfig.json", "scripts/tsconfig.json"];

// Generated declarations: React Router's route types (`+types/<route>.ts`) import their route module's types.
const GENERATED = /[\\/]\.react-router[\\/]/;

/**
 * The project's source files and, for each, the project files it imports.
 * @param {string} tsconfigPath
 * @returns {Map<string, string[]>}
 */
export function importGraph(tsconfigPath) {
  const config = ts.readConfigFile(tsconfigPath, ts.sys.readFile);
  if (config.error) throw new Error(ts.flattenDiagnosticMessageText(config.error.messageText, "\n"));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, path.dirname(tsconfigPath));
  const files = new Set(
    parsed.fileNames.filter((file) => !file.endsWith(".json") && !GENERATED.test(file)).map((file) => path.resolve(file)),
  );
  /** @type {Map<string, string[]>} */
  const graph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    const targets = importedFiles
      .map(({ fileName }) => ts.resolveModuleName(fileName, file, parsed.options, ts.sys).resolvedModule?.resolvedFileName)
      .filter((target) => target !== undefined)
      .map((target) => path.resolve(target))
      .filter((target) => files.has(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * Every cycle of the graph, one per strongly connected component of more than one module (or a module that
 * imports itself), as the list of its modules (Tarjan's algorithm, iterative).
 * @param {Map<string, string[]>} graph
 * @returns {string[][]}
 */
export function importCycles(graph) {
  /** @type {Map<string, number>} */
  const index = new Map();
  /** @type {Map<string, number>} */
  const low = new Map();
  /** @type {string[]} */
  const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */
  const cycles = [];
  let next = 0;
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    /** @type {{ node: string, edge: number }[]} */
    const work = [{ node: root, edge: 0 }];
    index.set(root, next);
    low.set(root, next);
    next += 1;
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (frame === undefined) break;
      const targets = graph.get(frame.node) ?? [];
      const target = targets[frame.edge];
      if (target !== undefined) {
        frame.edge += 1;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next);
          next += 1;
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, edge: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node) ?? 0, index.get(target) ?? 0));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent !== undefined) low.set(parent.node, Math.min(low.get(parent.node) ?? 0, low.get(frame.node) ?? 0));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      /** @type {string[]} */
      const component = [];
      let member;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      if (component.length > 1 || targets.includes(frame.node)) cycles.push(component.reverse());
    }
  }
  return cycles;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let found = 0;
  for (const project of PROJECTS) {
    const graph = importGraph(path.join(repo, project));
    const cycles = importCycles(graph);
    for (const cycle of cycles) {
      console.error(`${project}: import cycle:\n  ${cycle.map((file) => path.relative(repo, file)).join("\n  ")}`);
    }
    console.log(`${project}: ${graph.size} modules, ${cycles.length === 0 ? "no import cycle" : `${cycles.length} import cycles`}`);
    found += cycles.length;
  }
  process.exit(found === 0 ? 0 : 1);
}
