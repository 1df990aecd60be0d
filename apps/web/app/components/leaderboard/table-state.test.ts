import { describe, expect, it } from "vitest";

import { parseTableState } from "./parse-table-state";
import {
  defaultTableState,
  nextSort,
  writeTableState,
  type TableState,
} from "./table-state";

const roundTrip = (state: TableState) =>
  parseTableState(new URLSearchParams(writeTableState(state).toString()));

describe("table state in the URL", () => {
  it("round-trips a full state: state -> query -> state", () => {
    const state: TableState = {
      edition: "2025.05",
      q: "deep research",
      facets: { company: "Google (DeepMind)", mode: "Deep Research" },
      sort: { column: "accuracy", direction: "asc" },
    };
    expect(roundTrip(state)).toEqual(state);
  });

  it("round-trips the default state to an empty query", () => {
    expect(writeTableState(defaultTableState).toString()).toBe("");
    expect(roundTrip(defaultTableState)).toEqual(defaultTableState);
  });

  it("round-trips text that needs escaping (&, =, +, #, spaces, non-ASCII)", () => {
    const state: TableState = {
      ...defaultTableState,
      q: "a&b=c+d #1 größer",
      facets: { type: "open source" },
    };
    expect(roundTrip(state)).toEqual(state);
  });

  it("writes a readable query", () => {
    expect(
      writeTableState({
        edition: "2025.10",
        q: "grok",
        facets: { company: "xAI" },
        sort: { column: "cost", direction: "asc" },
      }).toString(),
    ).toBe("edition=2025.10&q=grok&company=xAI&sort=cost&dir=asc");
  });

  it("keeps unrelated parameters and drops stale table ones", () => {
    const base = new URLSearchParams("utm_source=x&q=old&sort=rank&dir=asc");
    expect(
      writeTableState({ ...defaultTableState, q: "new" }, base).toString(),
    ).toBe("utm_source=x&q=new");
  });

  it("ignores bad values and keeps the good ones", () => {
    expect(
      parseTableState(
        new URLSearchParams(
          "edition=latest&q=%20%20&company=OpenAI&sort=Robert');DROP&dir=up",
        ),
      ),
    ).toEqual({ ...defaultTableState, facets: { company: "OpenAI" } });
    expect(
      parseTableState(new URLSearchParams(`q=${"x".repeat(101)}&mode=Search`)),
    ).toEqual({ ...defaultTableState, facets: { mode: "Search" } });
  });

  it("needs both the sort column and its direction", () => {
    expect(parseTableState(new URLSearchParams("sort=score")).sort).toBeNull();
    expect(parseTableState(new URLSearchParams("dir=asc")).sort).toBeNull();
    expect(
      parseTableState(new URLSearchParams("sort=score&dir=desc")).sort,
    ).toEqual({ column: "score", direction: "desc" });
  });

  it("trims the text filter", () => {
    expect(parseTableState(new URLSearchParams("q=%20o3%20")).q).toBe("o3");
    expect(writeTableState({ ...defaultTableState, q: "  " }).toString()).toBe(
      "",
    );
  });
});

describe("nextSort", () => {
  const accuracy = { id: "accuracy", naturalDirection: "desc" } as const;
  const company = { id: "company", naturalDirection: "asc" } as const;

  it("cycles a score column: best first, then worst first, then the published order", () => {
    const first = nextSort(null, accuracy);
    expect(first).toEqual({ column: "accuracy", direction: "desc" });
    const second = nextSort(first, accuracy);
    expect(second).toEqual({ column: "accuracy", direction: "asc" });
    expect(nextSort(second, accuracy)).toBeNull();
  });

  it("starts a text column at A-Z", () => {
    expect(nextSort(null, company)).toEqual({
      column: "company",
      direction: "asc",
    });
  });

  it("starts afresh when another column is clicked", () => {
    expect(nextSort({ column: "accuracy", direction: "asc" }, company)).toEqual(
      { column: "company", direction: "asc" },
    );
  });
});
