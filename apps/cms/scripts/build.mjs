// `npm run build`: compiles the server code (tsc, seconds) and builds the admin panel (strapi build, about a
// minute and 2 GB). The admin build is skipped when its inputs (lockfile, admin sources, config) have not changed
// since the last one, which the hash in dist/build/.inputs-hash records. --force always rebuilds everything.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const force = process.argv.includes('--force');
const hashFile = path.join(appDir, 'dist/build/.inputs-hash');

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map((name) => path.join(dir, String(name)))
    .filter((file) => statSync(file).isFile())
    .sort();
}

// Everything the admin bundle is built from: installed packages (the lockfile), admin customisations, and the
// config it bakes in (admin path/URL, server URL, enabled plugins). Content types are read at run time, not here.
const inputs = [
  path.join(appDir, 'package-lock.json'),
  ...filesUnder(path.join(appDir, 'src/admin')),
  // The admin's board-values inputs bundle the shared rules (packages/boards), so their messages match the CMS's.
  ...filesUnder(path.join(appDir, '../../packages/boards/src')),
  ...['admin.ts', 'server.ts', 'plugins.ts'].map((name) => path.join(appDir, 'config', name)),
];
const hash = createHash('sha256');
for (const file of inputs) hash.update(path.relative(appDir, file)).update('\0').update(readFileSync(file));
// Strapi finds plugins through package.json dependencies; its scripts do not matter to the panel.
hash.update(JSON.stringify(JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')).dependencies));
const inputsHash = hash.digest('hex');

const run = (command, args) => {
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: appDir,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', STRAPI_TELEMETRY_DISABLED: 'true', CMS_BUILD: '1' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  return ((Date.now() - started) / 1000).toFixed(1);
};

const bin = (name) => path.join(appDir, 'node_modules/.bin', name);
// `tsc -b`: a project whose sources have not changed since its .tsbuildinfo is skipped in well under a second (`tsc -p`
// parsed every file and Strapi's types again: 5 CPU-s for the server, and `npm test` compiles it in five phases).
// It does not notice an output deleted by hand: --force (npm run build:force) compiles everything again.
const tscBuild = (project) => ['-b', project, ...(force ? ['--force'] : [])];
const adminCurrent =
  !force && existsSync(path.join(appDir, 'dist/build/index.html')) && existsSync(hashFile) && readFileSync(hashFile, 'utf8') === inputsHash;

// The shared board model (packages/boards) first: the server code imports its compiled dist.
run(bin('tsc'), tscBuild(path.join(appDir, '../../packages/boards/tsconfig.json')));
if (adminCurrent) {
  const seconds = run(bin('tsc'), tscBuild('tsconfig.json'));
  console.log(`cms build: server compiled in ${seconds} s; admin panel unchanged, rebuild skipped (--force to rebuild)`);
} else {
  const seconds = run(bin('strapi'), ['build', '--silent']);
  // Strapi's own compile leaves an empty dist/tsconfig.tsbuildinfo, so the next compile rewrote all of dist/src
  // while something might be starting Strapi from it (`npm test` runs phases at once): compile once more here, after
  // which an unchanged server is never written again.
  run(bin('tsc'), tscBuild('tsconfig.json'));
  writeFileSync(hashFile, inputsHash);
  console.log(`cms build: server and admin panel built in ${seconds} s`);
}
