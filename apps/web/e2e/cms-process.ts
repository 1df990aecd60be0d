import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { CMS_E2E_ENV, CMS_ORIGIN, CMS_PORT } from "./cms-origin";

/** The pid of the process listening on the e2e CMS port, read from /proc (Linux). */
export function cmsListenerPid(): number | undefined {
  const portHex = CMS_PORT.toString(16).toUpperCase().padStart(4, "0");
  const inodes = new Set(
    ["/proc/net/tcp", "/proc/net/tcp6"].flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .slice(1)
        .map((line) => line.trim().split(/\s+/))
        .filter((cols) => cols[1]?.endsWith(`:${portHex}`) && cols[3] === "0A")
        .map((cols) => cols[9]),
    ),
  );
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    let fds: string[] = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        if (inodes.has(target.replace(/^socket:\[(\d+)\]$/, "$1")))
          return Number(pid);
      } catch {
        // the fd closed while we looked
      }
    }
  }
  return undefined;
}

export async function waitForCms(
  up: boolean,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const isUp = await fetch(`${CMS_ORIGIN}/_health`).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp === up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `CMS did not come ${up ? "up" : "down"} within ${timeoutMs} ms`,
  );
}

/** Starts the built CMS again on the e2e port and database, as the Playwright web server does. */
export function startCms(siteOrigin: string): ChildProcess {
  return spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: fileURLToPath(new URL("../../cms", import.meta.url)),
    env: {
      ...process.env,
      ...CMS_E2E_ENV,
      DATABASE_FILENAME: ".tmp/e2e.db",
      CMS_SERVE_ADMIN: "false",
      CMS_PORT: String(CMS_PORT),
      CMS_CORS_ORIGINS: siteOrigin,
    },
    stdio: "ignore",
  });
}
