import type { AgiCapability } from "@evergreen/boards";

import { paths } from "@/config/paths";
import type { MessageKey } from "@/i18n/i18n";

import { boardOf } from "./board-lookup";

export type Capability = {
  /** The capability's id: a board published in the CMS with this category (track agi) makes the cell live. */
  id: AgiCapability;
  /** Its name in the catalogs (agi namespace): the data stays language-neutral. */
  nameKey: MessageKey;
  /** Set for the capabilities that have a live benchmark. */
  href?: string;
  benchmark?: string;
};

export type CapabilityColumn = {
  titleKey: MessageKey;
  capabilities: readonly Capability[];
};

// The cells come from the product spec; their placement in the four columns is our grouping,
// since no readable source publishes the original matrix (see SOURCES.md, capability-matrix).
const specMatrix: readonly CapabilityColumn[] = [
  {
    titleKey: "agi.columnFundamental",
    capabilities: [
      {
        id: "knowledge",
        nameKey: "agi.capKnowledge",
        href: paths.scienceQa,
        benchmark: "ScienceQA",
      },
      { id: "reasoning", nameKey: "agi.capReasoning" },
      { id: "multimodality", nameKey: "agi.capMultimodality" },
      { id: "long-term-memory", nameKey: "agi.capLongTermMemory" },
    ],
  },
  {
    titleKey: "agi.columnProfessional",
    capabilities: [
      { id: "tool-use", nameKey: "agi.capToolUse" },
      { id: "problem-identification", nameKey: "agi.capProblemIdentification" },
      { id: "reliability", nameKey: "agi.capReliability" },
    ],
  },
  {
    titleKey: "agi.columnInnovation",
    capabilities: [
      { id: "active-learning", nameKey: "agi.capActiveLearning" },
      { id: "test-time-learning", nameKey: "agi.capTestTimeLearning" },
    ],
  },
  {
    titleKey: "agi.columnOrganizational",
    capabilities: [
      { id: "collaboration", nameKey: "agi.capCollaboration" },
      { id: "competition", nameKey: "agi.capCompetition" },
    ],
  },
];

/** The matrix with every capability whose board is published in the CMS live and linked to its page. */
export const capabilityMatrix: readonly CapabilityColumn[] = specMatrix.map(
  (column) => ({
    ...column,
    capabilities: column.capabilities.map((capability) => {
      const board = capability.href ? undefined : boardOf("agi", capability.id);
      return board
        ? { ...capability, href: board.route, benchmark: board.title }
        : capability;
    }),
  }),
);
