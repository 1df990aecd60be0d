import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { dataApiBoards } from "../../build-time/data-api/boards";
import { agentPaths } from "../config/agent-paths";
import { agentHref } from "./agent-links";
import agentSlugs from "./agent-slugs.json";
import { agentSlugMap, agentSlugOf } from "./agents";

const namesOf: Record<string, Record<string, string>> = Object.fromEntries(
  Object.entries(agentSlugs).flatMap(([board, names]) =>
    Array.isArray(names) ? [] : [[board, names]],
  ),
);

describe("agent-slugs.json, the tables' link map", () => {
  it("is exactly the identity table's names and slugs (`npm run agent-slugs -w apps/web` rewrites it)", () => {
    expect(agentSlugs).toEqual(agentSlugMap());
  });

  it("links every entry of every board edition to the page the agent pages are built for", () => {
    for (const edition of dataApiBoards()) {
      const names = namesOf[edition.board] ?? {};
      for (const row of edition.rows) {
        expect(agentHref(edition.board, names, row.name), row.name).toBe(
          agentPaths.agent(agentSlugOf(edition.board, row.name)),
        );
      }
    }
  });

  it("gives a name the table does not have yet the page agentSlugOf gives it, never an existing agent's", () => {
    expect(agentHref("deepsearch", agentSlugs.deepsearch, "A New Agent")).toBe(
      "/agents/a-new-agent",
    );
    expect(agentHref("sales", {}, "o3")).toMatch(/^\/agents\/o3--[0-9a-f]{8}$/);
    // Names an object's prototype has are no lookup keys (fast-check found "__proto__").
    for (const name of ["__proto__", "constructor", "toString"]) {
      expect(agentHref("deepsearch", agentSlugs.deepsearch, name)).toBe(
        agentPaths.agent(agentSlugOf("deepsearch", name)),
      );
    }
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(namesOf), "sales"),
        fc.string({ unit: "binary", maxLength: 12 }),
        (board, name) => {
          expect(agentHref(board, namesOf[board] ?? {}, name)).toBe(
            agentPaths.agent(agentSlugOf(board, name)),
          );
        },
      ),
    );
  });
});
