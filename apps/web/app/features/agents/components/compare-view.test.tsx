import { screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";

import { renderInLanguage } from "@/test/render";

import type { CompareAgent } from "../lib/compare-rows";
import { CompareView } from "./compare-view";

const result = (
  board: CompareAgent["results"][number]["board"],
  rank: number,
): CompareAgent["results"][number] => ({
  board,
  boardTitle: board,
  edition: "2025.06",
  page: `/${board}`,
  entryName: "x",
  rank,
  tied: false,
  rankRange: null,
  rowCount: 10,
  headlineLabel: "Average",
  headlineLabelZh: null,
  headline: String(90 - rank),
  value: 90 - rank,
  interval: null,
});

const agents: CompareAgent[] = [
  {
    slug: "a",
    name: "Alpha",
    company: "A",
    results: [result("recruiting", 1)],
  },
  {
    slug: "b",
    name: "Beta",
    company: "B",
    results: [result("recruiting", 4), result("marketing", 2)],
  },
];

function renderAt(url: string) {
  const router = createMemoryRouter(
    [{ path: "/compare", element: <CompareView agents={agents} /> }],
    { initialEntries: [url] },
  );
  renderInLanguage(<RouterProvider router={router} />);
  return router;
}

describe("CompareView", () => {
  it("shows one column per agent, marks the best in words, '-' where missing", async () => {
    renderAt("/compare?agents=a,b");
    const table = await screen.findByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Board", "Alpha", "Beta"]);
    const recruiting = within(table).getByRole("row", { name: /^recruiting/ });
    expect(
      within(recruiting)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual([
      "Rank 1 of 10 · Average 89★ Bestas x",
      "Rank 4 of 10 · Average 86as x",
    ]);
    const marketing = within(table).getByRole("row", { name: /^marketing/ });
    expect(
      within(marketing)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["-", "Rank 2 of 10 · Average 88as x"]);
  });

  it("keeps what it can of a bad address and says what it dropped", async () => {
    renderAt("/compare?agents=a,zz,a");
    const alert = await screen.findByRole("alert");
    expect(
      within(alert)
        .getAllByRole("listitem")
        .map((i) => i.textContent),
    ).toEqual([
      "No agent is called “zz”; it was ignored.",
      "“a” was listed twice; it is shown once.",
    ]);
    expect(
      screen.getByText("Add at least one more agent to compare with Alpha."),
    ).toBeInTheDocument();
  });

  it("removing an agent rewrites the address", async () => {
    const router = renderAt("/compare?agents=a,b");
    (await screen.findByRole("button", { name: "Remove Alpha" })).click();
    await screen.findByText(
      "Add at least one more agent to compare with Beta.",
    );
    expect(router.state.location.search).toBe("?agents=b");
  });
});
