import { describe, expect, it } from "vitest";

import { agentIdentities, agentIdentityOf } from "@/data/agents";

import { agentProfiles } from "../../../../build-time/data-api/agents";
import { dataApiBoards } from "../../../../build-time/data-api/boards";
import { compareAgentOf } from "./compare-rows";
import { summaryOf } from "./types";

// One display name per agent (issue 37): the identity table's, on its page, in /agents and in /compare.

const profiles = agentProfiles(dataApiBoards());

describe("an agent's display name", () => {
  it("is the identity table's name on its page, in the list and in the comparison", () => {
    for (const profile of profiles) {
      const identity = agentIdentityOf(profile.slug);
      expect(identity, profile.slug).toBeDefined();
      expect(profile.name).toBe(identity!.name);
      expect(summaryOf(profile).name).toBe(identity!.name);
      expect(compareAgentOf(profile).name).toBe(identity!.name);
    }
  });

  it("names no two agents alike, whatever the case or punctuation", () => {
    const key = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, "");
    const keys = agentIdentities.map((agent) => key(agent.name));
    expect(keys.filter((name, index) => keys.indexOf(name) !== index)).toEqual(
      [],
    );
  });
});
