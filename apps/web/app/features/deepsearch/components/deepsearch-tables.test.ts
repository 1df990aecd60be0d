import { describe, it } from "vitest";

import { exportFieldsOf } from "@/components/leaderboard/columns";

import { expectApiFieldsToMatchColumns } from "../../../../build-time/data-api/fields.testing";
import { previousColumns } from "./deepsearch-previous-edition";
import { currentColumns } from "./deepsearch-tables";

describe("DeepSearch columns and the data API", () => {
  it("describe the 2025.10 fields alike (key, label, unit, description, direction)", () => {
    expectApiFieldsToMatchColumns(
      "deepsearch",
      "2025.10",
      "product",
      exportFieldsOf(currentColumns),
    );
  });

  it("describe the 2025.05 fields alike", () => {
    expectApiFieldsToMatchColumns(
      "deepsearch",
      "2025.05",
      "agent",
      exportFieldsOf(previousColumns),
    );
  });
});
