// Tests name the snapshot's editions; the site's code reads them from the data (data/deepsearch.ts).
import { deepSearchBoardOf } from "./deepsearch";

function full(edition: string) {
  const entry = deepSearchBoardOf(edition);
  if (entry?.layout !== "full") throw new Error(`no full edition ${edition}`);
  return entry.board;
}

function bands(edition: string) {
  const entry = deepSearchBoardOf(edition);
  if (entry?.layout !== "bands") throw new Error(`no bands edition ${edition}`);
  return entry.board;
}

export const deepSearch2025_10 = full("2025.10");
export const deepSearch2025_05 = bands("2025.05");
