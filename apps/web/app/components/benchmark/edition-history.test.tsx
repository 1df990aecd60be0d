import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import type { Correction } from "@/data/changes";
import { renderInLanguage } from "@/test/render";

import { EditionHistory } from "./edition-history";

const regraded: Correction = {
  board: "deepsearch",
  editionId: "2026.01",
  entry: "Agent B",
  field: "accuracy",
  kind: "changed",
  oldValue: { value: "45+" },
  newValue: { value: "50+" },
  reason: "The grader mis-scored two answers; re-graded by hand.",
  at: "2026-02-03T10:00:00.000Z",
};
const corrections: Correction[] = [
  regraded,
  // Text an editor typed that looks like markup.
  {
    ...regraded,
    editionId: "2026.02",
    field: "mode",
    oldValue: { value: "Search" },
    newValue: { value: "]]><x>XSS3</x>" },
    reason: "Reason <script>x</script>",
    at: "2026-03-01T10:00:00.000Z",
  },
];

vi.mock("@/data/changes", () => ({
  correctionsOf: (board: string, edition: string) =>
    corrections.filter(
      (change) => change.board === board && change.editionId === edition,
    ),
}));

const ranking = (
  edition: string,
  rows: [name: string, rank: number, headline: string][],
) => ({
  board: "deepsearch" as const,
  edition,
  rows: rows.map(([name, rank, headline]) => ({ name, rank, headline })),
});

describe("EditionHistory", () => {
  it("says plainly that an edition has no corrections", () => {
    renderInLanguage(
      <EditionHistory
        current={ranking("2025.10", [["ChatGPT-5-Pro", 1, "75+"]])}
      />,
    );
    expect(
      screen.getByRole("heading", { name: "Corrections to 2025.10" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("None: the figures are as first published."),
    ).toBeInTheDocument();
    expect(screen.queryByText(/What moved since/)).not.toBeInTheDocument();
  });

  it("lists each correction with its date, old and new value, and reason", () => {
    renderInLanguage(
      <EditionHistory current={ranking("2026.01", [["Agent B", 1, "50+"]])} />,
    );
    const item = screen.getByRole("listitem");
    expect(item).toHaveTextContent(
      "2026-02-03: Agent B, accuracy: 45+ → 50+. Reason: The grader mis-scored two answers; re-graded by hand.",
    );
    expect(item.querySelector("time")).toHaveAttribute(
      "dateTime",
      "2026-02-03T10:00:00.000Z",
    );
  });

  it("shows the editors' text as typed, never as markup (issue 33)", () => {
    renderInLanguage(
      <EditionHistory current={ranking("2026.02", [["Agent B", 1, "50+"]])} />,
    );
    const text =
      "2026-03-01: Agent B, mode: Search → ]]><x>XSS3</x>. Reason: Reason <script>x</script>";
    // The item's whole text: its date is in a <time> of its own.
    const item = screen.getByText(
      (_, element) => element?.tagName === "LI" && element.textContent === text,
    );
    expect(item.querySelector("script, x")).toBeNull();
  });

  it("shows what moved since the previous edition: up, down, rescored, new and gone", async () => {
    const user = userEvent.setup();
    renderInLanguage(
      <EditionHistory
        current={ranking("2026.01", [
          ["Agent B", 1, "50+"],
          ["ChatGPT-5-Pro", 2, "75+"],
          ["Agent N", 3, "40+"],
        ])}
        previous={ranking("2025.10", [
          ["ChatGPT-5-Pro", 1, "75+"],
          ["Agent B", 2, "45+"],
          ["Agent G", 3, "30+"],
        ])}
      />,
    );
    await user.click(await screen.findByText("What moved since 2025.10"));
    expect(
      screen.getByText(
        "Against 2025.10: 2 in both (1 up, 1 down; 1 rescored), 1 new, 1 no longer listed.",
      ),
    ).toBeVisible();
    expect(screen.getByText("Agent B: rank 2 → 1, 45+ → 50+")).toBeVisible();
    expect(screen.getByText("ChatGPT-5-Pro: rank 1 → 2")).toBeVisible();
    expect(screen.getByText("New: Agent N")).toBeVisible();
    expect(screen.getByText("No longer listed: Agent G")).toBeVisible();
  });
});
