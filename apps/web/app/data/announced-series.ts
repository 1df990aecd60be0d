import { paths } from "@/config/paths";

// Series the benchmark has announced whose per-agent results no source we can cite publishes yet: shown as
// announced (what they measure, their size, the paper and the data set), never with a number. The counts come
// from the paper's abstract; the capability is our reading of the announcement (a day of human work, scaling
// the context an agent keeps over hours), since no readable source places the series in the matrix.

export type AnnouncedSeries = {
  /** The anchor of its card on /agi. */
  id: string;
  name: string;
  /** The capability (matrix cell) it belongs to. */
  capability: string;
  /** When it was launched (yyyy-MM). */
  launched: string;
  tasks: number;
  scoringPoints: number;
  paper: string;
  dataset: string;
  source: readonly string[];
};

export const announcedSeries: readonly AnnouncedSeries[] = [
  {
    id: "agentif-oneday",
    name: "AgentIF-OneDay",
    capability: "long-term-memory",
    launched: "2026-01",
    tasks: 104,
    scoringPoints: 767,
    paper: "https://arxiv.org/abs/2601.20613",
    dataset: "https://huggingface.co/datasets/xbench/AgentIF-OneDay",
    source: [
      "https://arxiv.org/abs/2601.20613 (abstract: 104 tasks, 767 scoring points; submitted 2026-01-28)",
      "https://huggingface.co/xbench (data set xbench/AgentIF-OneDay)",
    ],
  },
];

/** The announced series of a capability (its matrix cell), if any. */
export const announcedSeriesOf = (capability: string) =>
  announcedSeries.find((series) => series.capability === capability);

/** Where a series' card is: /agi, at its anchor. */
export const announcedSeriesHref = (series: AnnouncedSeries) =>
  `${paths.agi}#${series.id}`;
