import { describe, it } from "vitest";

import { exportFieldsOf } from "@/components/leaderboard/columns";
import { translatorIn } from "@/test/translator";

import { expectApiFieldsToMatchColumns } from "../../../../build-time/data-api/fields.testing";
import { scienceQaColumns } from "./scienceqa-leaderboard";

describe("ScienceQA columns and the data API", () => {
  it("describe the same fields alike (key, label, unit, description, direction)", () => {
    expectApiFieldsToMatchColumns(
      "scienceqa",
      "latest",
      "model",
      // The link is the model's page in the CMS, not a published figure: the snapshot has none.
      exportFieldsOf(scienceQaColumns(translatorIn("en"))).filter(
        (field) => field.key !== "link",
      ),
    );
  });
});
