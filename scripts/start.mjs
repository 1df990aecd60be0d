// `npm start`: the built site on 127.0.0.1:4173 (PORT) and the CMS on 127.0.0.1:1337 (CMS_PORT).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { createWebServer } from "./serve-web.mjs";

const cmsDir = fileURLToPath(new URL("../apps/cms", import.meta.url));
const host = process.env.HOST ?? "127.0.0.1";
const port = Number(process.env.PORT ?? 4173);

let cms;
if (existsSync(`${cmsDir}/package.json`)) {
  cms = spawn("npm", ["run", "start", "--silent"], { cwd: cmsDir, stdio: "inherit" });
  cms.on("exit", (code, signal) => {
    console.error(`CMS stopped (${signal ?? `exit code ${code}`}); the site keeps serving.`);
  });
}

const server = createWebServer().listen(port, host, () => {
  console.log(`Site: http://${host}:${port}`);
});

function shutdown() {
  server.close();
  cms?.kill("SIGTERM");
  process.exit(0);
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
