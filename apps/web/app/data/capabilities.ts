import { paths } from "@/config/paths";

export type Capability = {
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
export const capabilityMatrix: readonly CapabilityColumn[] = [
  {
    title: "Fundamental Intelligence",
    capabilities: [
      { name: "Knowledge", href: paths.scienceQa, benchmark: "ScienceQA" },
      { name: "Reasoning" },
      { name: "Multimodality" },
      { name: "Long-term Memory" },
    ],
  },
  {
    title: "Professional Capabilities",
    capabilities: [
      { name: "Tool Usage", href: paths.deepSearch, benchmark: "DeepSearch" },
      { name: "Problem Identification" },
      { name: "Reliability" },
    ],
  },
  {
    title: "Innovation Capacity",
    capabilities: [
      { name: "Active Learning and Self-improvement" },
      { name: "Test-time Learning" },
    ],
  },
  {
    title: "Organizational Abilities",
    capabilities: [{ name: "Collaboration" }, { name: "Competition" }],
  },
];
