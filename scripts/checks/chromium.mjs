// @ts-check
// Debian's Chromium (apt-get install chromium), never a browser a tool downloads (PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
// at install), with the flags it needs here as root in a container: no sandbox, no /dev/shm, no GPU, and nothing
// that calls out (QUIC, background networking, component updates, sync). One list for the site's and the admin
// panel's Playwright configs and the Lighthouse bench (which adds its own: scripts/bench/lighthouse-session.mjs).

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

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

/** Playwright's `launchOptions` for it. */
export const chromiumLaunchOptions = () => ({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
