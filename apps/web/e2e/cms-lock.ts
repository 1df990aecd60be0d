import { mkdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { CMS_PORT } from "./cms-origin";

const STALE_MS = 3 * 60_000;

/**
 * A lock across Playwright workers (a directory: mkdir is atomic) for specs that stop the e2e CMS or
 * need it running for a while: the CMS journey stops it, the submission journey writes to it. Resolves
 * to the release function. A lock older than three minutes is from a crashed run and is taken over.
 */
export async function lockCms(timeoutMs = 90_000): Promise<() => void> {
  const dir = path.join(tmpdir(), `xbench-e2e-cms-${CMS_PORT}.lock`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      mkdirSync(dir);
      return () => rmSync(dir, { recursive: true, force: true });
    } catch {
      try {
        if (Date.now() - statSync(dir).mtimeMs > STALE_MS)
          rmSync(dir, { recursive: true, force: true });
      } catch {
        // released meanwhile
      }
    }
    if (Date.now() > deadline)
      throw new Error(`the e2e CMS stayed locked for ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
