// The build's date (yyyy-MM-dd, UTC): what "no newer edition in 180 days" is measured against. vite.config.ts
// fixes it once per build in XBENCH_BUILD_DATE (React Router loads the config several times), so the pages, the
// prerendered HTML and /data/frontier.json agree even across midnight; a test or a rebuild can set it.
export function buildDate(): string {
  const fixed = process.env.XBENCH_BUILD_DATE;
  if (fixed !== undefined) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(fixed))
      throw new Error(
        `XBENCH_BUILD_DATE must be a date such as 2026-11-27; got ${fixed}`,
      );
    return fixed;
  }
  return new Date().toISOString().slice(0, 10);
}
