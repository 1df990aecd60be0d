import { describe, expect, it } from "vitest";

import { orderByAverage } from "./order-by-average";

describe("orderByAverage", () => {
  it("sorts by average descending", () => {
    expect(
      orderByAverage([{ average: 1 }, { average: 3 }, { average: 2 }]),
    ).toEqual([{ average: 3 }, { average: 2 }, { average: 1 }]);
  });

  it("keeps the published order of a tie and puts missing averages last", () => {
    const rows = [
      { id: "missing", average: null },
      { id: "first", average: 61.4 },
      { id: "second", average: 61.4 },
    ];
    expect(orderByAverage(rows).map((row) => row.id)).toEqual([
      "first",
      "second",
      "missing",
    ]);
  });
});
