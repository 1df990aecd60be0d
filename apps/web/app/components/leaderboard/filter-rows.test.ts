import { describe, expect, it } from "vitest";

import type { Facet } from "./columns";
import { activeFacets, facetOptions, filterRows } from "./filter-rows";

type Row = {
  name: string;
  company: string | null;
  mode: string;
  note?: string;
};

const rows: Row[] = [
  { name: "o3", company: "OpenAI", mode: "Search" },
  { name: "Grok-3", company: "xAI", mode: "DeeperSearch" },
  { name: "Doubao", company: "ByteDance", mode: "Deep Think" },
  { name: "o4-mini-high", company: "OpenAI", mode: "Search", note: "Ünïcode" },
  { name: "Unknown", company: null, mode: "Search" },
];
const company: Facet<Row> = {
  key: "company",
  label: "Company",
  allLabel: "All companies",
  value: (row) => row.company,
};
const mode: Facet<Row> = {
  key: "mode",
  label: "Mode",
  allLabel: "All modes",
  value: (row) => row.mode,
};
const fields = (row: Row) => [row.name, row.company, row.note];
const names = (list: readonly Row[]) => list.map((row) => row.name);

describe("facets", () => {
  it("offers each value the data has once, in name order, without empty ones", () => {
    expect(facetOptions(rows, company)).toEqual(["ByteDance", "OpenAI", "xAI"]);
  });

  it("drops a facet the data does not have and a chosen value that matches no option", () => {
    const none: Facet<Row> = { ...mode, key: "type", value: () => null };
    const { active, chosen } = activeFacets(rows, [company, none, mode], {
      company: "Nobody",
      mode: "Search",
      type: "open",
    });
    expect(active.map(({ facet }) => facet.key)).toEqual(["company", "mode"]);
    expect([...chosen]).toEqual([["mode", "Search"]]);
  });
});

describe("filterRows", () => {
  const all = { facets: [company, mode], chosen: new Map(), query: "", fields };

  it("keeps every row, in the given order, when nothing is chosen", () => {
    expect(names(filterRows(rows, all))).toEqual(names(rows));
  });

  it("keeps the rows that match every chosen facet", () => {
    const chosen = new Map([
      ["company", "OpenAI"],
      ["mode", "Search"],
    ] as const);
    expect(names(filterRows(rows, { ...all, chosen }))).toEqual([
      "o3",
      "o4-mini-high",
    ]);
    expect(
      filterRows(rows, {
        ...all,
        chosen: new Map([
          ["company", "OpenAI"],
          ["mode", "Deep Think"],
        ] as const),
      }),
    ).toEqual([]);
  });

  it("searches the given texts case-insensitively, skipping missing values", () => {
    expect(names(filterRows(rows, { ...all, query: "OPENai" }))).toEqual([
      "o3",
      "o4-mini-high",
    ]);
    expect(names(filterRows(rows, { ...all, query: "grok" }))).toEqual([
      "Grok-3",
    ]);
    expect(names(filterRows(rows, { ...all, query: "ünïCODE" }))).toEqual([
      "o4-mini-high",
    ]);
    expect(filterRows(rows, { ...all, query: "null" })).toEqual([]);
  });

  it("combines the text query with the facets", () => {
    const chosen = new Map([["mode", "Search"]] as const);
    expect(names(filterRows(rows, { ...all, chosen, query: "o" }))).toEqual([
      "o3",
      "o4-mini-high",
      "Unknown",
    ]);
  });
});
