// A fault hook for the tests of what a crash in the middle of a write leaves behind (tests/publish-atomic.test.mjs).
// Active only when NODE_ENV=test: production (scripts/start.mjs defaults NODE_ENV to production) never reads it.
//   CMS_FAULT_INJECT=<step>         the write throws at that step
//   CMS_FAULT_INJECT=<step>:crash   the process kills itself (SIGKILL) at that step, as a power cut would
//   CMS_FAULT_INJECT_FILE=<path>    the same setting read from that file at each step (empty or missing: no fault),
//                                   so a test changes the fault without restarting the CMS
import { readFileSync } from 'node:fs';

/** The steps of republishing a corrected edition, in order (src/lib/edition-rules.ts). */
export const PUBLISH_STEPS = ['after-publish-before-record', 'after-first-record', 'after-records'] as const;
export type FaultStep = (typeof PUBLISH_STEPS)[number];

/** The fault asked for now: the file's content when CMS_FAULT_INJECT_FILE is set, else CMS_FAULT_INJECT. */
function askedFault(env: NodeJS.ProcessEnv): string {
  if (!env.CMS_FAULT_INJECT_FILE) return env.CMS_FAULT_INJECT ?? '';
  try {
    return readFileSync(env.CMS_FAULT_INJECT_FILE, 'utf8').trim();
  } catch {
    return '';
  }
}

/** Throws, or kills this process, when the tests asked for a fault at `step`; otherwise does nothing. */
export function faultAt(step: FaultStep, env: NodeJS.ProcessEnv = process.env): void {
  if (env.NODE_ENV !== 'test') return;
  const asked = askedFault(env);
  if (!asked) return;
  const [wanted, mode] = asked.split(':');
  if (wanted !== step) return;
  if (mode === 'crash') process.kill(process.pid, 'SIGKILL');
  throw new Error(`fault injected at ${step} (CMS_FAULT_INJECT, NODE_ENV=test only)`);
}

/** Says so at start when CMS_FAULT_INJECT(_FILE) is set where it has no effect (outside NODE_ENV=test). */
export function faultInjectionNotice(env: NodeJS.ProcessEnv = process.env): string | null {
  const setting = env.CMS_FAULT_INJECT_FILE ? `CMS_FAULT_INJECT_FILE=${env.CMS_FAULT_INJECT_FILE}` : env.CMS_FAULT_INJECT;
  if (!setting) return null;
  return env.NODE_ENV === 'test'
    ? `fault injection on: ${setting} (tests only)`
    : `${env.CMS_FAULT_INJECT_FILE ? 'CMS_FAULT_INJECT_FILE' : 'CMS_FAULT_INJECT'} is ignored: it works only with NODE_ENV=test`;
}
