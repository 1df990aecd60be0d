// @ts-check
// The site build the end-to-end suite serves: built for the end-to-end CMS's origin (E2E_CMS_PORT, its own port, not
// the 1337 of `npm start`, so the suite never reads or stops a developer's running CMS).
//   node scripts/checks/e2e-site.mjs --build   builds apps/web for that origin (`npm test` does it once, early, and
//                                              the serving checks, the bundle gate and the admin-panel journey use it too)
//   node scripts/checks/e2e-site.mjs --check   fails unless apps/web/build is a finished build for that origin
// apps/web/playwright.config.ts builds (or, with E2E_SITE_BUILT=1, checks) before serving.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { z } from "zod";

export const E2E_CMS_PORT = Number(process.env.E2E_CMS_PORT ?? 1437);
export const E2E_CMS_ORIGIN = `http://127.0.0.1:${E2E_CMS_PORT}`;

const repo = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Why `buildDir` is not a finished build for the end-to-end CMS, or undefined when it is.
 * @param {string} buildDir
 * @param {string} [origin]
 */
export function notBuiltFor(buildDir, origin = E2E_CMS_ORIGIN) {
  // harden-build writes csp.json last, with the origin the bundle calls in every page's connect-src.
  const cspFile = `${buildDir}/csp.json`;
  if (!existsSync(cspFile)) return `${buildDir} has no finished build (no csp.json)`;
  const csp = z.record(z.string(), z.string()).parse(JSON.parse(readFileSync(cspFile, "utf8")));
  const fallback = csp["/__spa-fallback.html"] ?? "";
  if (!fallback.includes(`connect-src 'self' ${origin}`)) return `${buildDir} was built for another CMS than ${origin}`;
  return undefined;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const buildDir = `${repo}apps/web/build`;
  if (process.argv.includes("--build")) {
    const result = spawnSync("npm", ["run", "build", "-w", "apps/web"], {
      cwd: repo,
      stdio: "inherit",
      env: { ...process.env, VITE_API_BASE_URL: E2E_CMS_ORIGIN },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  const problem = notBuiltFor(buildDir);
  if (problem) {
    console.error(`e2e site: ${problem}; build it with node scripts/checks/e2e-site.mjs --build`);
    process.exit(1);
  }
}
