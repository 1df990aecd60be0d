// @ts-check
// Debian's Chromium, never a browser a tool downloads (PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 at install), with the flags
// it needs here as root in a container: no sandbox, no /dev/shm, no GPU, and nothing that calls out (QUIC,
// background networking, component updates, sync). One list for the site's and the admin panel's Playwright configs
// and the Lighthouse bench (which adds its own: scripts/bench/lighthouse-session.mjs).
//
// Two builds of it (docs/decisions/0022-playwright-in-the-headless-shell.md):
// - the headless shell (Debian's chromium-headless-shell, Blink without the browser's window, tab and profile
//   machinery, what Playwright itself runs headless tests in) for the Playwright suites: the end-to-end suite took
//   312 CPU-s in it against 504 in the full browser (413 tests, the same machine, alone);
// - the full browser (Debian's chromium) where the browser's own behaviour is measured: Lighthouse's figures and the
//   tab icon the browser fetches (the shell shows no tab, so it fetches none).

/** The full browser: the Lighthouse benches and the tests of what its window does. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The headless shell: the Playwright suites. */
export const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

export const CHROMIUM_FLAGS = Object.freeze([
  "--no-sandbox",
  "--disable-dev-shm-usage",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]);

/** Playwright's `launchOptions` for the headless shell (every Playwright suite). */
export const chromiumLaunchOptions = () => ({ executablePath: HEADLESS_SHELL_PATH, args: [...CHROMIUM_FLAGS] });

/** Playwright's `launchOptions` for the full browser (a test of what the browser's window does). */
export const fullChromiumLaunchOptions = () => ({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
