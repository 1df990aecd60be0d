import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { renderInLanguage } from "@/test/render";

import { costLabel } from "./band-plot-groups";
import { BandRowPlot } from "./band-row-plot";
import { deepSearchPoints, groupByBand } from "./published-values";

// Products as a board publishes them: an accuracy band and a printed cost.
const points = deepSearchPoints(
  [
    { name: "Free agent", band: "35+", cost: "Free" },
    { name: "Dear agent", band: "35+", cost: "~$2" },
    { name: "Best agent", band: "75+", cost: "~$0.085" },
  ].map((product, index) => ({ ...product, rank: index + 1, time: null })),
);
const groups = groupByBand(points, (a, b) => a.cost!.usd - b.cost!.usd);

describe("the band charts' frame", () => {
  it("draws a lane per product under its accuracy band, with what the chart puts in the lane and above the lanes", () => {
    renderInLanguage(
      <BandRowPlot
        label="Cost and accuracy"
        width={1000}
        groups={groups}
        lane={(point) => ({
          key: point.product,
          label: costLabel(point),
          marks: [{ x: point.cost!.usd, shape: "circle" }],
        })}
        x={{
          kind: "log",
          domain: [0.01, 10],
          zeroLabel: "Free",
          title: "Cost",
          format: String,
        }}
        overlay={() => <line data-testid="overlay" />}
      />,
    );
    const image = within(
      screen.getByRole("img", { name: "Cost and accuracy" }),
    );
    for (const group of groups)
      expect(
        image.getByText(`Accuracy ${group.band}`, { exact: false }),
      ).toBeInTheDocument();
    for (const point of points)
      expect(image.getByText(costLabel(point))).toBeInTheDocument();
    expect(image.getByTestId("overlay")).toBeInTheDocument();
  });
});
