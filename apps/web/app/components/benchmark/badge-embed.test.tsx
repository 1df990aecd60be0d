import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { Toaster } from "@/components/ui/toaster";
import type { BadgeEntry } from "@/lib/data-api/badge-entries";
import { renderInLanguage } from "@/test/render";

import { BadgeEmbed, badgeMarkdown } from "./badge-embed";

const rows = [
  { rank: 1, agent: "o3" },
  { rank: 2, agent: "Perplexity-Search" },
  { rank: 3, agent: "A [weird] \\ name" },
];

function renderEmbed(props: { offer?: (entry: BadgeEntry) => boolean } = {}) {
  return renderInLanguage(
    <>
      <BadgeEmbed
        board="recruiting"
        title="xbench-Profession-Recruiting"
        edition="2025.06"
        rows={rows}
        name={(row: (typeof rows)[number]) => row.agent}
        {...props}
      />
      <Toaster />
    </>,
  );
}

function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, "clipboard", {
    value: { writeText: vi.fn(writeText) },
    configurable: true,
  });
  return navigator.clipboard.writeText;
}

afterEach(() => {
  Object.defineProperty(navigator, "clipboard", {
    value: undefined,
    configurable: true,
  });
});

describe("BadgeEmbed", () => {
  it("previews the chosen entry's badge and offers every entry in a labelled picker", async () => {
    renderEmbed();
    const region = screen.getByRole("region", {
      name: "Embed a badge (xbench-Profession-Recruiting 2025.06)",
    });
    const picker = within(region).getByLabelText("Entry");
    expect(
      within(picker)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["o3", "Perplexity-Search", "A [weird] \\ name"]);
    expect(
      within(region).getByRole("img", {
        name: "o3 on xbench-Profession-Recruiting 2025.06",
      }),
    ).toHaveAttribute("src", "/badge/recruiting/2025.06/o3.svg");

    await userEvent.selectOptions(picker, "Perplexity-Search");
    expect(
      within(region).getByRole("img", {
        name: "Perplexity-Search on xbench-Profession-Recruiting 2025.06",
      }),
    ).toHaveAttribute("src", "/badge/recruiting/2025.06/perplexity-search.svg");
  });

  it("copies the badge Markdown with absolute URLs from the page's origin and says so", async () => {
    const writeText = mockClipboard(async () => {});
    renderEmbed();
    await userEvent.selectOptions(
      screen.getByLabelText("Entry"),
      "A [weird] \\ name",
    );
    await userEvent.click(
      screen.getByRole("button", { name: "Copy badge Markdown" }),
    );
    const origin = window.location.origin;
    expect(writeText).toHaveBeenCalledWith(
      `[![A \\[weird\\] \\\\ name on xbench-Profession-Recruiting 2025.06](${origin}/badge/recruiting/2025.06/a-weird-name.svg)](${origin}${window.location.pathname})`,
    );
    expect(
      await screen.findByText("Badge Markdown copied to the clipboard"),
    ).toBeInTheDocument();
  });

  it("says when the clipboard refuses, and where the badge is", async () => {
    mockClipboard(async () => {
      throw new Error("denied");
    });
    renderEmbed();
    await userEvent.click(
      screen.getByRole("button", { name: "Copy badge Markdown" }),
    );
    expect(
      await screen.findByText(
        /Could not copy: your browser blocked the clipboard/,
      ),
    ).toHaveTextContent(
      `${window.location.origin}/badge/recruiting/2025.06/o3.svg`,
    );
  });

  it("offers only the entries it is told have a badge, and says when none has", () => {
    const { unmount } = renderEmbed({
      offer: (entry) => entry.slug === "perplexity-search",
    });
    expect(
      screen.getAllByRole("option").map((option) => option.textContent),
    ).toEqual(["Perplexity-Search"]);
    unmount();
    renderEmbed({ offer: () => false });
    expect(
      screen.queryByRole("button", { name: "Copy badge Markdown" }),
    ).toBeNull();
    expect(
      screen.getByText("No entry of this board has a badge yet."),
    ).toBeInTheDocument();
  });

  it("links to the board's JSON file, its schema and the index", () => {
    renderEmbed();
    expect(
      screen.getByRole("link", { name: "this board as JSON" }),
    ).toHaveAttribute("href", "/data/recruiting/2025.06.json");
    expect(screen.getByRole("link", { name: "JSON Schema" })).toHaveAttribute(
      "href",
      "/data/schema/v1/recruiting/2025.06.json",
    );
    expect(screen.getByRole("link", { name: "all boards" })).toHaveAttribute(
      "href",
      "/data/index.json",
    );
  });
});

describe("badgeMarkdown", () => {
  it("links the badge to the given page path, resolved against the origin", () => {
    expect(
      badgeMarkdown(
        {
          name: "o3",
          rank: 1,
          slug: "o3-search",
          badge: "/badge/deepsearch/2025.05/o3-search.svg",
        },
        "deepsearch",
        "2025.05",
        "https://xbench.example",
        "/agi/aisearch/2025.05",
        "xbench-DeepSearch",
      ),
    ).toBe(
      "[![o3 on xbench-DeepSearch 2025.05](https://xbench.example/badge/deepsearch/2025.05/o3-search.svg)](https://xbench.example/agi/aisearch/2025.05)",
    );
  });
});
