import { paths } from "@/config/paths";

import { genericBoardOf } from "./board-registry";

export type Capability = {
  /** The capability's id: a board published in the CMS with this category (track agi) makes the cell live. */
  id: string;
  name: string;
  /** Set for the capabilities that have a live benchmark. */
  href?: string;
  benchmark?: string;
};

export type CapabilityColumn = {
  title: string;
  capabilities: readonly Capability[];
};

// The cells come from the product spec; their placement in the four columns is our grouping,
// since no readable source publishes the original matrix (see SOURCES.md, capability-matrix).
const specMatrix: readonly CapabilityColumn[] = [
  {
    title: "Fundamental Intelligence",
    capabilities: [
      {
        id: "knowledge",
        name: "Knowledge",
        href: paths.scienceQa,
        benchmark: "ScienceQA",
      },
      { id: "reasoning", name: "Reasoning" },
      { id: "multimodality", name: "Multimodality" },
      { id: "long-term-memory", name: "Long-term Memory" },
    ],
  },
  {
    title: "Professional Capabilities",
    capabilities: [
      {
        id: "tool-use",
        name: "Tool Usage",
        href: paths.deepSearch,
        benchmark: "DeepSearch",
      },
      { id: "problem-identification", name: "Problem Identification" },
      { id: "reliability", name: "Reliability" },
    ],
  },
  {
    title: "Innovation Capacity",
    capabilities: [
      { id: "active-learning", name: "Active Learning and Self-improvement" },
      { id: "test-time-learning", name: "Test-time Learning" },
    ],
  },
  {
    title: "Organizational Abilities",
    capabilities: [
      { id: "collaboration", name: "Collaboration" },
      { id: "competition", name: "Competition" },
    ],
  },
];

/** The matrix with every capability whose board is published in the CMS live and linked to its page. */
export const capabilityMatrix: readonly CapabilityColumn[] = specMatrix.map(
  (column) => ({
    ...column,
    capabilities: column.capabilities.map((capability) => {
      const board = capability.href
        ? undefined
        : genericBoardOf("agi", capability.id);
      return board
        ? { ...capability, href: board.route, benchmark: board.title }
        : capability;
    }),
  }),
);
