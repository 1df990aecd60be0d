// `npm run agent-slugs -w apps/web`: writes app/data/agent-slugs.json from the identity table (agents.json), the
// per-board name -> page map the board tables link with. Review the diff and commit it with the table.
import { writeFileSync } from "node:fs";
import path from "node:path";

import { agentSlugMap } from "../app/data/agents";

const file = path.resolve(import.meta.dirname, "../app/data/agent-slugs.json");
writeFileSync(file, `${JSON.stringify(agentSlugMap(), null, 2)}\n`);
console.log(`agent-slugs: wrote ${file}`);
