// @ts-check
// `npm start`: a supervisor that handles no requests itself. It runs three children and restarts any that stops
// unexpectedly (an uncaught error, a crash, a kill) after 1, 2, 4, 8, then every 10 s (scripts/server/supervise.mjs; the
// back-off starts over once a child has stayed up for a minute), while the others keep serving:
// - the site (scripts/server/serve-web.mjs) on 127.0.0.1:4173 (PORT);
// - the CMS (apps/cms/scripts/start.mjs) on 127.0.0.1:1337 (CMS_PORT);
// - the rebuild service (scripts/server/rebuild-service.mjs) on 127.0.0.1:4180 (REBUILD_PORT), which rebuilds the site
//   when the CMS's webhook says board content changed, and asks the site to switch builds through this process
//   (IPC messages: rebuild {switch} -> supervisor -> site, site {switched} -> supervisor -> rebuild).
import { fork, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { supervise } from "./supervise.mjs";
import { readyMessage, switchedMessage, switchMessage } from "./switch-messages.mjs";

const cmsDir = fileURLToPath(new URL("../../apps/cms", import.meta.url));
const script = (/** @type {string} */ name) => fileURLToPath(new URL(name, import.meta.url));
const rebuildPort = Number(process.env.REBUILD_PORT ?? 4180);
// The CMS's webhook reaches the rebuild service unless told otherwise.
process.env.REBUILD_WEBHOOK_URL ??= `http://127.0.0.1:${rebuildPort}/rebuild`;
const withCms = existsSync(`${cmsDir}/package.json`);

// The build the site serves: its restarts serve the last one switched to, not the one built at start.
/** @type {string | undefined} */
let servedDir;
// A switch the rebuild service asked for that the site has not answered yet (it is re-sent after a site restart).
/** @type {import("zod").infer<typeof switchMessage> | undefined} */
let pendingSwitch;
let siteReady = false;
let rebuildStarts = 0;

/**
 * @param {import("node:child_process").ChildProcess | undefined} child
 * @param {object} message
 */
const send = (child, message) => {
  if (child?.connected) child.send(message);
};

const site = supervise(
  "site",
  () => {
    siteReady = false;
    return fork(script("serve-web.mjs"), [], {
      stdio: "inherit",
      env: { ...process.env, ...(servedDir && { WEB_BUILD_DIR: servedDir }) },
    });
  },
  {
    onStart: (child) =>
      child.on("message", (message) => {
        const ready = readyMessage.safeParse(message);
        const switched = switchedMessage.safeParse(message);
        if (ready.success) {
          siteReady = true;
          servedDir = ready.data.buildDir;
          if (pendingSwitch) send(child, pendingSwitch);
        } else if (switched.success && switched.data.id === pendingSwitch?.id) {
          pendingSwitch = undefined;
          if (!switched.data.error) servedDir = switched.data.dir;
          send(rebuild.child, switched.data);
        }
      }),
  },
);

const rebuild = supervise(
  "rebuild service",
  () => {
    rebuildStarts += 1;
    return fork(script("rebuild-service.mjs"), [], {
      stdio: "inherit",
      env: {
        ...process.env,
        ...(servedDir && { REBUILD_SERVED_DIR: servedDir }),
        // The one sync with the CMS's published boards is for `npm start`, not for a restart of this child.
        ...((rebuildStarts > 1 || !withCms) && { REBUILD_ON_START: "0" }),
      },
    });
  },
  {
    onStart: (child) =>
      child.on("message", (message) => {
        const asked = switchMessage.safeParse(message);
        if (!asked.success) return;
        pendingSwitch = asked.data;
        if (siteReady) send(site.child, asked.data);
      }),
  },
);

// node directly, not `npm start`: the child's pid is the CMS itself, and a signal reaches it.
const cms = withCms
  ? supervise("CMS", () => spawn(process.execPath, ["scripts/start.mjs"], { cwd: cmsDir, stdio: "inherit" }))
  : undefined;

function shutdown() {
  for (const part of [site, rebuild, cms]) part?.stop("SIGTERM");
  process.exit(0);
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
