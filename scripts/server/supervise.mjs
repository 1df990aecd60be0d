// @ts-check
// The supervision of `npm start` (scripts/server/start.mjs): each part (the site, the rebuild service, the CMS) runs as a
// child process, and one that stops unexpectedly (an uncaught error, a crash, a kill) is logged and started again
// after a back-off, while the others keep serving.

/** The waits before restart 1, 2, 3, ...: capped at 10 s, so a CMS (about 15 s to start) answers again within 30 s. */
export const BACKOFF_MS = [1000, 2000, 4000, 8000, 10_000];
/** A child that stayed up this long has its back-off start over. */
export const STABLE_MS = 60_000;

/** The delay before restart number `failures + 1` (`failures` restarts have happened since it was last stable). */
export const backoffMs = (/** @type {number} */ failures) => BACKOFF_MS[Math.min(failures, BACKOFF_MS.length - 1)] ?? 10_000;

/**
 * Starts `start()` (which returns a ChildProcess) now, and again after each unexpected exit, after backoffMs.
 * `onStart(child)` runs for each new child (to wire its messages). Returns `{ child, stop() }`.
 * @param {string} name
 * @param {() => import("node:child_process").ChildProcess} start
 * @param {{ onStart?: (child: import("node:child_process").ChildProcess) => void, log?: (line: string) => void,
 *   logError?: (line: string) => void }} [options]
 */
export function supervise(name, start, { onStart = () => {}, log = console.log, logError = console.error } = {}) {
  /** @type {import("node:child_process").ChildProcess | undefined} */
  let child;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  let failures = 0;
  let stopping = false;

  function run() {
    const startedAt = Date.now();
    const current = start();
    child = current;
    log(`${name} started (pid ${current.pid})`);
    let ended = false;
    const restartLater = (/** @type {string} */ why) => {
      if (ended) return;
      ended = true;
      if (stopping) return;
      if (Date.now() - startedAt >= STABLE_MS) failures = 0;
      const delay = backoffMs(failures);
      failures += 1;
      logError(
        `${name} stopped unexpectedly (${why}); restarting in ${delay / 1000} s (restart ${failures}); ` +
          "the other parts keep serving.",
      );
      timer = setTimeout(run, delay);
    };
    current.once("exit", (code, signal) => restartLater(signal ?? `exit code ${code}`));
    current.once("error", (error) => restartLater(error.message)); // it could not be started at all
    onStart(current);
  }

  run();
  return {
    get child() {
      return child;
    },
    /** @param {NodeJS.Signals} [signal] */
    stop(signal = "SIGTERM") {
      stopping = true;
      clearTimeout(timer);
      child?.kill(signal);
    },
  };
}
