import {
  act,
  fireEvent,
  screen,
  waitFor,
  within,
} from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useLocation } from "react-router";
import { describe, expect, it } from "vitest";

import { renderInLanguage } from "@/test/render";

import type { LeaderboardColumn } from "./columns";
import { LeaderboardTable } from "./leaderboard-table";

type Row = {
  rank: number;
  name: string;
  company: string;
  band: string;
  type: string | null;
};

const rows: Row[] = [
  { rank: 1, name: "Alpha", company: "Acme", band: "75+", type: null },
  { rank: 2, name: "Beta", company: "Bolt", band: "40+", type: null },
  { rank: 3, name: "Gamma", company: "Acme", band: "35+", type: null },
  { rank: 3, name: "Delta", company: "Core", band: "35+", type: null },
];

const columns: LeaderboardColumn<Row>[] = [
  {
    id: "company",
    header: "Company",
    value: (row) => row.company,
    sort: "text",
  },
  {
    id: "accuracy",
    header: "Accuracy",
    value: (row) => row.band,
    sort: "band",
    description: "Share of tasks solved, as a band.",
    unit: "%",
    primary: true,
  },
];

function Location() {
  return <output aria-label="location">{useLocation().search}</output>;
}

/** Renders the board and waits until it has read the URL (its controls are enabled then). */
async function renderBoard(
  data: Row[] = rows,
  url = "/board",
  boardColumns: LeaderboardColumn<Row>[] = columns,
  interval?: (row: Row) => { low: number; high: number } | null,
) {
  const view = renderInLanguage(
    <MemoryRouter initialEntries={[url]}>
      <LeaderboardTable
        label="Test leaderboard"
        caption="Test board"
        rows={data}
        rowKey={(row) => row.name}
        rank={(row) => row.rank}
        interval={interval}
        name={{
          id: "name",
          header: "Name",
          value: (row) => row.name,
          sort: "text",
        }}
        columns={boardColumns}
        search={{
          label: "Filter by name or company",
          fields: (row) => [row.name, row.company],
        }}
        facets={[
          {
            key: "company",
            label: "Company",
            allLabel: "All companies",
            value: (row) => row.company,
          },
          {
            key: "type",
            label: "Model type",
            allLabel: "All types",
            value: (row) => row.type,
          },
        ]}
        info={{
          board: "Test",
          edition: "1",
          slug: "test-1",
          sources: ["https://example.org"],
        }}
      />
      <Location />
    </MemoryRouter>,
  );
  await waitFor(() =>
    expect(
      within(view.container).getByLabelText("Filter by name or company"),
    ).toBeEnabled(),
  );
  return view;
}

const names = () =>
  within(screen.getByRole("table"))
    .getAllByRole("rowheader")
    .map((cell) => cell.textContent);

describe("LeaderboardTable", () => {
  it("opens in the published order with no header claiming a sort", async () => {
    await renderBoard();
    expect(names()).toEqual(["Alpha", "Beta", "Gamma", "Delta"]);
    expect(
      screen
        .getAllByRole("columnheader")
        .filter((th) => th.hasAttribute("aria-sort")),
    ).toEqual([]);
  });

  it("sorts on a header click, sets aria-sort and writes the URL", async () => {
    const user = userEvent.setup();
    await renderBoard();
    await user.click(screen.getByRole("button", { name: "Accuracy" }));
    expect(
      screen.getByRole("columnheader", { name: "Accuracy" }),
    ).toHaveAttribute("aria-sort", "descending");
    await user.click(screen.getByRole("button", { name: "Accuracy" }));
    expect(names()).toEqual(["Gamma", "Delta", "Beta", "Alpha"]);
    expect(screen.getByRole("status", { name: "location" })).toHaveTextContent(
      "?sort=accuracy&dir=asc",
    );
  });

  it("keeps published ranks and ties when filtered", async () => {
    const user = userEvent.setup();
    await renderBoard();
    await user.type(
      screen.getByLabelText("Filter by name or company"),
      "delta",
    );
    expect(names()).toEqual(["Delta"]);
    expect(
      within(screen.getByRole("table")).getByText("(tied)"),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole("table")).getByText(/=3/),
    ).toBeInTheDocument();
  });

  it("keeps two changes made before the table re-renders: clearing the filter, then picking a company", async () => {
    await renderBoard(rows, "/board?q=gamma");
    expect(names()).toEqual(["Gamma"]);
    // Both in one batch, as a fast visitor or a loaded machine gives them: the second change must not
    // bring back the filter text the first one cleared.
    act(() => {
      fireEvent.change(screen.getByLabelText("Filter by name or company"), {
        target: { value: "" },
      });
      fireEvent.change(screen.getByLabelText("Company"), {
        target: { value: "Acme" },
      });
    });
    await waitFor(() => expect(names()).toEqual(["Alpha", "Gamma"]));
    expect(screen.getByLabelText("location")).toHaveTextContent(
      /^\?company=Acme$/,
    );
  });

  it("applies a facet chosen in the URL", async () => {
    await renderBoard(rows, "/board?company=Acme");
    expect(names()).toEqual(["Alpha", "Gamma"]);
    expect(screen.getByLabelText("Company")).toHaveValue("Acme");
  });

  it("ignores a facet value that matches no option", async () => {
    await renderBoard(rows, "/board?company=Nobody&sort=bogus&dir=asc");
    expect(names()).toEqual(["Alpha", "Beta", "Gamma", "Delta"]);
  });

  it("shows a facet only when some row has a value", async () => {
    const first = await renderBoard();
    expect(screen.queryByLabelText("Model type")).toBeNull();
    first.unmount();
    await renderBoard([{ ...rows[0]!, type: "open" }, ...rows.slice(1)]);
    expect(screen.getByLabelText("Model type")).toBeInTheDocument();
  });

  it("says when the filters leave no rows, and when there are none at all", async () => {
    const user = userEvent.setup();
    await renderBoard();
    await user.type(screen.getByLabelText("Filter by name or company"), "zzz");
    expect(screen.getByText("No rows match the filters.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(names()).toHaveLength(4);
  });

  it("describes a column to keyboard and screen reader users, not only in a hover title", async () => {
    const user = userEvent.setup();
    await renderBoard();
    expect(
      screen.getByRole("button", { name: "Accuracy" }),
    ).toHaveAccessibleDescription("Share of tasks solved, as a band. Unit: %.");
    const guide = screen.getByText("About the columns");
    // Keyboard activation of <summary> is the browser's own; the e2e suite presses Enter on it.
    await user.click(guide);
    const terms = within(guide.closest("details")!);
    expect(terms.getByText("Accuracy")).toBeVisible();
    expect(
      terms.getByText(
        "The rank as published. Rows with the same rank or the same main score are tied: they share the better place and its medal, and “ranks 3–4” shows the places such a tie covers. Lower is better.",
      ),
    ).toBeVisible();
    // Columns with nothing to say are not listed.
    expect(terms.queryByText("Company")).toBeNull();
  });

  it("gives rows tied on the main score the same medal, the published ranks kept with the range beside them", async () => {
    await renderBoard([...rows.slice(0, 3), { ...rows[3]!, rank: 4 }]);
    const body = screen.getAllByRole("row").slice(1);
    for (const row of body.slice(2)) {
      expect(
        within(row).getByRole("img", { name: "Bronze medal" }),
      ).toBeInTheDocument();
      expect(within(row).getByText("ranks 3–4")).toBeInTheDocument();
    }
    // The published rank stays as published (the medal's digit is the place it stands for).
    expect(
      within(within(body[3]!).getAllByRole("cell")[0]!).getByText("4"),
    ).toBeInTheDocument();
    expect(within(body[0]!).queryByText(/^ranks/)).toBeNull();
  });

  it("gives no medal where intervals overlap, and the ranks each row could hold", async () => {
    const intervals = new Map([
      ["Alpha", { low: 60, high: 80 }],
      ["Beta", { low: 50, high: 70 }],
      ["Gamma", { low: 10, high: 30 }],
      ["Delta", { low: 10, high: 30 }],
    ]);
    await renderBoard(
      rows,
      "/board",
      columns,
      (row) => intervals.get(row.name) ?? null,
    );
    const body = screen.getAllByRole("row").slice(1);
    expect(within(body[0]!).queryByRole("img")).toBeNull();
    expect(within(body[0]!).getByText("ranks 1–2")).toBeInTheDocument();
    expect(within(body[1]!).getByText("ranks 1–2")).toBeInTheDocument();
    // Rank 3's two rows are certainly behind both: they keep their shared bronze.
    expect(screen.getAllByRole("img", { name: "Bronze medal" })).toHaveLength(
      2,
    );
  });

  it("shows the empty message for a board without rows", async () => {
    await renderBoard([]);
    expect(screen.getByText("No results to show.")).toBeInTheDocument();
  });

  it("does not draw a column empty in every row, and names it under the table", async () => {
    await renderBoard(rows, "/board", [
      ...columns,
      { id: "price", header: "API price", value: () => null, sort: "price" },
    ]);
    expect(
      screen.queryByRole("columnheader", { name: "API price" }),
    ).toBeNull();
    expect(
      screen.getByText(
        "Not published for this edition, so not shown: API price.",
      ),
    ).toBeInTheDocument();
  });

  it("keeps a column that has a value in at least one row", async () => {
    await renderBoard(rows, "/board", [
      ...columns,
      {
        id: "price",
        header: "API price",
        value: (row) => (row.rank === 2 ? 3 : null),
        sort: "numeric",
        numeric: true,
      },
    ]);
    expect(screen.getByRole("columnheader", { name: "API price" })).toHaveClass(
      "text-right",
    );
    expect(screen.queryByText(/Not published for this edition/)).toBeNull();
  });

  it("marks a shared place once, on the group's first row, with the group's size", async () => {
    await renderBoard();
    const tiedCells = screen.getAllByRole("cell", { name: /=3\s*\(tied\)/ });
    expect(tiedCells).toHaveLength(2);
    const markers = tiedCells.map((cell) =>
      cell.querySelector("[data-group]")?.getAttribute("data-group"),
    );
    expect(markers).toEqual(["2 tied", undefined]);
  });

  it("shows the text columns before the main score under the name, for phones", async () => {
    await renderBoard();
    const gamma = screen.getByRole("rowheader", { name: "Gamma" });
    expect(gamma.querySelector("[data-second-line]")).toHaveAttribute(
      "data-second-line",
      "Acme",
    );
  });

  it("says a column under the name as its cell does (a group in the page's language), not as published", async () => {
    await renderBoard(rows, "/board", [
      {
        id: "group",
        header: "Group",
        value: (row) => (row.company === "Acme" ? "proprietary" : null),
        cell: (row) => (row.company === "Acme" ? "闭源" : "-"),
      },
      ...columns,
    ]);
    const gamma = screen.getByRole("rowheader", { name: "Gamma" });
    expect(gamma.querySelector("[data-second-line]")).toHaveAttribute(
      "data-second-line",
      "闭源 · Acme",
    );
    const beta = screen.getByRole("rowheader", { name: "Beta" });
    expect(beta.querySelector("[data-second-line]")).toHaveAttribute(
      "data-second-line",
      "Bolt",
    );
  });

  it("draws no second line where the row publishes none of those columns (no '-' under a reference row's name)", async () => {
    await renderBoard([...rows.slice(0, 3), { ...rows[3]!, company: "-" }]);
    const delta = screen.getByRole("rowheader", { name: "Delta" });
    expect(delta.querySelector("[data-second-line]")).toBeNull();
  });
});
