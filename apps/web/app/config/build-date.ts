// Replaced by the build's date (yyyy-MM-dd) at build time: vite.config.ts's `define`, from XBENCH_BUILD_DATE.
declare const __BUILD_DATE__: string;

/** The day this site was built: what "no newer edition in 180 days" is measured against. */
export const BUILD_DATE: string = __BUILD_DATE__;
