// @ts-check
// First step of `npm start`, before a minute of building: is this Node new enough, are the site's and the CMS's
// ports free, and is none of the three ports one that fetch refuses? Says what to do and exits 1 otherwise. XBENCH_NODE_VERSION (tests) stands in for this Node's version.
import net from "node:net";

import { badPortProblem } from "./bad-ports.mjs";

/** @type {[number, number]} */
const MIN_NODE = [20, 19];

function nodeProblem(version = process.env.XBENCH_NODE_VERSION ?? process.versions.node) {
  const [major = 0, minor = 0] = version.split(".").map(Number);
  const [minMajor, minMinor] = MIN_NODE;
  const ok = major > minMajor || (major === minMajor && minor >= minMinor);
  return ok
    ? null
    : `Node ${version} is too old: the site needs Node ${MIN_NODE.join(".")} or newer (https://nodejs.org, or \`nvm install 20\`).`;
}

/**
 * Resolves to null when host:port can be listened on, else the reason.
 * @param {string} host
 * @param {number} port
 * @returns {Promise<string | null>}
 */
function portProblem(host, port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", (/** @type {NodeJS.ErrnoException} */ error) => resolve(error.code ?? error.message));
    probe.listen(port, host, () => probe.close(() => resolve(null)));
  });
}

const ports = [
  { what: "the site", variable: "PORT", host: process.env.HOST ?? "127.0.0.1", port: Number(process.env.PORT ?? 4173) },
  { what: "the CMS", variable: "CMS_PORT", host: process.env.CMS_HOST ?? "127.0.0.1", port: Number(process.env.CMS_PORT ?? 1337) },
];

/** @type {string[]} */
const problems = [];
const tooOld = nodeProblem();
if (tooOld) problems.push(tooOld);
// The CMS's webhook posts to REBUILD_PORT with fetch, and browsers refuse the same ports for the site.
/** @type {Array<[string, number]>} */
const defaults = [["PORT", 4173], ["CMS_PORT", 1337], ["REBUILD_PORT", 4180]];
for (const [variable, fallback] of defaults) {
  const problem = badPortProblem(variable, process.env[variable] ?? fallback, fallback);
  if (problem) problems.push(problem);
}
for (const { what, variable, host, port } of ports) {
  if (badPortProblem(variable, port, 0)) continue;
  const reason = await portProblem(host, port);
  if (reason === "EADDRINUSE") {
    problems.push(
      `Port ${port} on ${host} (${what}, ${variable}) is already in use, perhaps by an earlier \`npm start\`. ` +
        `Stop that program (\`lsof -i :${port}\` or \`ss -ltnp | grep :${port}\` shows it), or choose another port: ` +
        `${variable}=${port + 10} npm start`,
    );
  } else if (reason) {
    problems.push(`Cannot listen on ${host}:${port} (${what}, ${variable}): ${reason}.`);
  }
}

if (problems.length > 0) {
  console.error(`npm start cannot start:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
  process.exit(1);
}
