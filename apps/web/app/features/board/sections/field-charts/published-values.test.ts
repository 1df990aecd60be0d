import { describe, expect, it } from "vitest";

import { boardDefinitionOf } from "@/data/board-definitions";
import { genericEdition } from "@/data/generic-boards";

import {
  deepSearchPoints,
  groupByBand,
  readCost,
  readTimeRange,
  type ChartedRow,
} from "./published-values";

const row = (
  name: string,
  band: string,
  cost: string | null,
  time: string | null,
): ChartedRow => ({ rank: 1, name, band, cost, time });

describe("reading published values", () => {
  it("reads '~$0.085' as an approximate 0.085 USD and keeps the printed string", () => {
    expect(readCost("~$0.085")).toEqual({
      usd: 0.085,
      free: false,
      approximate: true,
      published: "~$0.085",
    });
  });

  it("reads 'Free' as 0 USD, marked free", () => {
    expect(readCost("Free")).toMatchObject({
      usd: 0,
      free: true,
      approximate: false,
    });
  });

  it("gives no cost for a missing or unreadable value", () => {
    expect(readCost(null)).toBeNull();
    expect(readCost("ask sales")).toBeNull();
  });

  it("reads '5-8 min' as the range 5 to 8 minutes and '2-3min' without a space", () => {
    expect(readTimeRange("5-8 min")).toEqual({
      min: 5,
      max: 8,
      published: "5-8 min",
    });
    expect(readTimeRange("2-3min")).toMatchObject({ min: 2, max: 3 });
  });

  it("gives no range for a missing or unreadable time", () => {
    expect(readTimeRange(null)).toBeNull();
    expect(readTimeRange("a while")).toBeNull();
  });
});

describe("DeepSearch chart points", () => {
  it("plots accuracy at the band's lower bound", () => {
    const [point] = deepSearchPoints([row("A", "35+", "~$1", "3-5 min")]);
    expect(point?.accuracy).toBe(35);
  });

  it("puts only products with a readable cost on the frontier", () => {
    const points = deepSearchPoints([
      row("unknown cost", "90+", null, "3-5 min"),
      row("free", "35+", "Free", null),
      row("dear, no better", "35+", "~$2", "5-8 min"),
    ]);
    expect(points.filter((p) => p.onFrontier).map((p) => p.product)).toEqual([
      "free",
    ]);
    expect(points.find((p) => p.product === "unknown cost")?.cost).toBeNull();
  });

  it("finds a frontier on the published 2025.10 board in which every product is undominated", () => {
    const board = boardDefinitionOf("deepsearch");
    const edition = board ? genericEdition(board, "2025.10") : undefined;
    const text = (value: unknown) => (typeof value === "string" ? value : null);
    const points = deepSearchPoints(
      (edition?.rows ?? []).map((entry) => ({
        name: entry.agent,
        rank: entry.rank,
        band: text(entry.accuracy),
        cost: text(entry.cost_per_task),
        time: text(entry.time_per_task),
      })),
    );
    const frontier = points.filter((p) => p.onFrontier);
    expect(frontier.length).toBeGreaterThan(0);
    for (const point of frontier) {
      const beaten = points.some(
        (other) =>
          other.cost &&
          point.cost &&
          other.cost.usd <= point.cost.usd &&
          other.accuracy >= point.accuracy &&
          (other.cost.usd < point.cost.usd || other.accuracy > point.accuracy),
      );
      expect(beaten).toBe(false);
    }
    // The most accurate product is always on it.
    const best = Math.max(...points.map((p) => p.accuracy));
    expect(frontier.some((p) => p.accuracy === best)).toBe(true);
  });

  it("groups by band, best band first, ordering within a band as asked", () => {
    const groups = groupByBand(
      deepSearchPoints([
        row("b", "35+", "~$2", null),
        row("a", "75+", "~$1", null),
        row("c", "35+", "Free", null),
      ]),
      (x, y) => (x.cost?.usd ?? 0) - (y.cost?.usd ?? 0),
    );
    expect(groups.map((g) => [g.band, g.points.map((p) => p.product)])).toEqual(
      [
        ["75+", ["a"]],
        ["35+", ["c", "b"]],
      ],
    );
  });
});
