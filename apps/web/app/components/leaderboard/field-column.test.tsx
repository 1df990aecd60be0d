import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import type { BoardField } from "@/data/board-registry";
import { renderInLanguage } from "@/test/render";

import { fieldColumn } from "./field-column";
import { LeaderboardTable } from "./leaderboard-table";

// A board's columns from its field definitions (issue 12 §1): the kind decides how a column sorts and prints.

type Row = Record<string, string | number | boolean | null> & {
  rank: number;
  agent: string;
};

const field = (key: string, kind: string, extra: Partial<BoardField> = {}) => ({
  key,
  label: key.toUpperCase(),
  kind,
  unit: null,
  description: null,
  lowerIsBetter: false,
  ...extra,
});

const rows: Row[] = [
  {
    rank: 1,
    agent: "Alpha",
    score: 61.25,
    band: "60+",
    cost: "~$0.50",
    time: "5-8 min",
    page: "https://example.org/a",
    won: true,
  },
  {
    rank: 2,
    agent: "Beta",
    score: 9,
    band: "10+",
    cost: "Free",
    time: "12-20 min",
    page: null,
    won: false,
  },
  {
    rank: 3,
    agent: "Gamma",
    score: null,
    band: "5+",
    cost: "~$0.085",
    time: "1-2 min",
    page: null,
    won: null,
  },
];

/** The table's controls work once it has hydrated. */
const ready = () =>
  waitFor(() => expect(screen.getByLabelText("Filter")).toBeEnabled());

const columnOf = (definition: BoardField) =>
  fieldColumn<Row>(definition, (row) => row[definition.key], {
    name: (row) => row.agent,
  });

describe("fieldColumn", () => {
  it("takes the header, unit, description and direction from the field", () => {
    const column = columnOf(
      field("cost", "money", {
        label: "Cost/Task",
        unit: "USD per task",
        description: "As published.",
        lowerIsBetter: true,
      }),
    );
    expect(column).toMatchObject({
      id: "cost",
      header: "Cost/Task",
      unit: "USD per task",
      description: "As published.",
      lowerIsBetter: true,
      sort: "price",
      numeric: true,
    });
  });

  it("sorts each kind by what its values mean", () => {
    expect(
      [
        "score",
        "number",
        "band",
        "money",
        "duration",
        "date",
        "flag",
        "text",
        "link",
      ].map((kind) => columnOf(field("x", kind)).sort),
    ).toEqual([
      "numeric",
      "numeric",
      "band",
      "price",
      "range",
      "text",
      "text",
      "text",
      undefined,
    ]);
  });

  it("prints scores as published (every decimal the source gives, at least one: 61.25 stays 61.25, never rounded), flags as Yes/No and links as named links, '-' when missing", async () => {
    const columns = [
      columnOf(field("score", "score")),
      columnOf(field("won", "flag")),
      columnOf(field("page", "link", { label: "Details" })),
    ];
    renderInLanguage(
      <MemoryRouter>
        <LeaderboardTable
          label="Made-up board"
          caption="Made-up board"
          rows={rows}
          rowKey={(row) => row.agent}
          rank={(row) => row.rank}
          name={{
            id: "agent",
            header: "Agent",
            value: (row) => row.agent,
            sort: "text",
          }}
          columns={columns}
          search={{ label: "Filter", fields: (row) => [row.agent] }}
          info={{
            board: "Made-up",
            edition: "2026.01",
            slug: "made-up",
            sources: [],
          }}
        />
      </MemoryRouter>,
    );
    await ready();
    const [alpha, beta, gamma] = screen.getAllByRole("row").slice(1);
    expect(within(alpha!).getByRole("cell", { name: "61.25" })).toBeDefined();
    expect(within(alpha!).getByRole("cell", { name: "Yes" })).toBeDefined();
    expect(
      within(alpha!).getByRole("link", { name: /^Details\s*for Alpha/ }),
    ).toHaveAttribute("href", "https://example.org/a");
    expect(within(beta!).getByRole("cell", { name: "No" })).toBeDefined();
    expect(within(gamma!).getAllByRole("cell", { name: "-" })).toHaveLength(3);
  });

  it("orders bands, prices and time ranges by their numbers, not their text", async () => {
    const user = userEvent.setup();
    renderInLanguage(
      <MemoryRouter>
        <LeaderboardTable
          label="Made-up board"
          caption="Made-up board"
          rows={rows}
          rowKey={(row) => row.agent}
          rank={(row) => row.rank}
          name={{
            id: "agent",
            header: "Agent",
            value: (row) => row.agent,
            sort: "text",
          }}
          columns={[
            columnOf(field("band", "band", { label: "Band" })),
            columnOf(
              field("cost", "money", { label: "Cost", lowerIsBetter: true }),
            ),
            columnOf(
              field("time", "duration", { label: "Time", lowerIsBetter: true }),
            ),
          ]}
          search={{ label: "Filter", fields: (row) => [row.agent] }}
          info={{
            board: "Made-up",
            edition: "2026.01",
            slug: "made-up",
            sources: [],
          }}
        />
      </MemoryRouter>,
    );
    await ready();
    const names = () =>
      screen.getAllByRole("rowheader").map((cell) => cell.textContent);
    // Higher is better: the first click puts the highest band first, the second the lowest.
    await user.click(screen.getByRole("button", { name: /^Band/ }));
    await user.click(screen.getByRole("button", { name: /^Band/ }));
    expect(names()).toEqual(["Gamma", "Beta", "Alpha"]);
    // Lower is better: cheapest first ("Free" is 0, "~$0.085" < "~$0.50"), then shortest time.
    await user.click(screen.getByRole("button", { name: /^Cost/ }));
    expect(names()).toEqual(["Beta", "Gamma", "Alpha"]);
    await user.click(screen.getByRole("button", { name: /^Time/ }));
    expect(names()).toEqual(["Gamma", "Alpha", "Beta"]);
  });
});
