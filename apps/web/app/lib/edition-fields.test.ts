import { describe, expect, it } from "vitest";

import { editionFields } from "./edition-fields";

const board = {
  headlineField: "accuracy",
  fields: [{ key: "accuracy" }, { key: "cost" }, { key: "time" }],
};

describe("editionFields", () => {
  it("keeps the fields some row has a value for, in the board's order", () => {
    expect(
      editionFields(board, [
        { accuracy: "60+", cost: null, time: "3 min" },
        { accuracy: "50+", cost: null },
      ]).map((field) => field.key),
    ).toEqual(["accuracy", "time"]);
  });

  it("always keeps the headline, even with no value in any row", () => {
    expect(
      editionFields(board, [{ cost: "~$1" }]).map((field) => field.key),
    ).toEqual(["accuracy", "cost"]);
  });
});
