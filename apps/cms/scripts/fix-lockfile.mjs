// This registry lacks some per-platform optional binaries (@swc/core-*, @rollup/rollup-*), so npm leaves them
// out of package-lock.json and a later `npm ci` fails with "Missing: … from lock file". Add os/cpu/libc-limited
// stub entries for them: npm ci then accepts the lockfile and skips every stub that does not match the platform.
// Run after any `npm install` in apps/cms:  node scripts/fix-lockfile.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const lockPath = fileURLToPath(new URL('../package-lock.json', import.meta.url));
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const OS = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openbsd', 'openharmony', 'netbsd', 'sunos', 'aix'];
const CPU = [
  ['arm64', 'arm64'], ['aarch64', 'arm64'], ['x64', 'x64'], ['ia32', 'ia32'], ['ppc64', 'ppc64'], ['s390x', 's390x'],
  ['riscv64', 'riscv64'], ['loong64', 'loong64'], ['arm', 'arm'],
];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpuPart = parts.find((p) => CPU.some(([k]) => k === p));
  const cpu = CPU.find(([k]) => k === cpuPart)?.[1];
  if (!os || !cpu) return null;
  const entry = { os: [os], cpu: [cpu] };
  if (os === 'linux') entry.libc = [parts.some((p) => p.startsWith('musl')) ? 'musl' : 'glibc'];
  return entry;
}

function resolves(from, dep) {
  let base = from;
  for (;;) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${dep}`]) return true;
    if (!base) return false;
    const i = base.lastIndexOf('/node_modules/');
    base = i < 0 ? '' : base.slice(0, i);
  }
}

let added = 0;
for (const [key, pkg] of Object.entries(packages)) {
  for (const [dep, range] of Object.entries(pkg.optionalDependencies ?? {})) {
    if (resolves(key, dep)) continue;
    const platform = platformOf(dep);
    if (!platform) {
      console.warn(`fix-lockfile: cannot infer the platform of ${dep}; left as is`);
      continue;
    }
    const version = range.replace(/^[\^~=]/, '');
    packages[`${key ? `${key}/` : ''}node_modules/${dep}`] = { version, optional: true, ...platform };
    added += 1;
  }
}

const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`fix-lockfile: added ${added} platform stub entr${added === 1 ? 'y' : 'ies'}`);
