import { screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { boardDefinitionOf } from "@/data/board-definitions";
import { editionFilesOf } from "@/data/generic-boards";
import { formatPublished, MISSING } from "@/lib/format";
import { renderInLanguage } from "@/test/render";

import {
  BABYVISION_BOARDS,
  hasSharedBabyVision,
  seedFields,
  sharedFigures,
  type Figures,
} from "../../../../build-time/babyvision-shared.testing";
import { BoardPage } from "./board-page";

// Every figure on both BabyVision pages equals the data set (../shared/data/babyvision.json): in the table, each
// entry's overall and category scores with their ±, and the reference row; in each entry's breakdown, every
// subtype with its ±. The pages as prerendered from the boards folder the build reads.

/** A value as the page prints it: the published digits, its ± where published, '-' where nothing is. */
const printed = (figures: Figures, key: string) => {
  const value = figures.values[key];
  if (value === null || value === undefined) return MISSING;
  const spread = figures.spread[key];
  return spread
    ? `${formatPublished(value)} ± ${formatPublished(spread.std)}`
    : formatPublished(value);
};

/** The whole text, not a part of it ("4.8" must not pass for "4.8 ± 1.0"). */
const exactly = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

// One render of a whole board page (two tables and 17 disclosures): more than the 5 s default on a loaded machine.
const PAGE_TIMEOUT = 60_000;

describe.skipIf(!hasSharedBabyVision).each(BABYVISION_BOARDS)(
  "%s's page shows the data set's figures",
  (slug) => {
    const fields = seedFields(slug);
    const categories = fields.filter((field) => !field.parent);
    const subtypes = fields.filter((field) => field.parent);

    it(
      "in the table: every entry's and reference row's overall and category scores with their ±",
      () => {
        const expected = sharedFigures(slug);
        renderInLanguage(
          <MemoryRouter>
            <BoardPage
              board={boardDefinitionOf(slug)!}
              editionFiles={editionFilesOf(boardDefinitionOf(slug)!)}
            />
          </MemoryRouter>,
          { locale: "en" },
        );
        const table = screen.getAllByRole("table")[0]!;
        const [header, ...rows] = within(table).getAllByRole("row");
        const headers = within(header!)
          .getAllByRole("columnheader")
          .map((cell) => cell.textContent);
        expect(rows).toHaveLength(
          expected.entries.length + expected.reference.length,
        );
        for (const figures of [...expected.entries, ...expected.reference]) {
          // The name as the row header shows it (an entry's mode, where it has one, is a line under it).
          const row = rows.find((candidate) =>
            within(within(candidate).getByRole("rowheader")).queryByText(
              figures.name,
              { exact: true },
            ),
          );
          expect(row, figures.name).toBeDefined();
          // The rank cell, the name (a row header), then the cells in the headers' order.
          const cells = [
            within(row!).getAllByRole("cell")[0]!,
            within(row!).getByRole("rowheader"),
            ...within(row!).getAllByRole("cell").slice(1),
          ];
          for (const field of categories) {
            const column = headers.indexOf(field.label);
            expect(column, field.label).toBeGreaterThan(1);
            expect(
              cells[column],
              `${figures.name} ${field.key}`,
            ).toHaveTextContent(exactly(printed(figures, field.key)));
          }
        }
      },
      PAGE_TIMEOUT,
    );

    it(
      "in each entry's breakdown: every subtype with its ±",
      async () => {
        const expected = sharedFigures(slug);
        renderInLanguage(
          <MemoryRouter>
            <BoardPage
              board={boardDefinitionOf(slug)!}
              editionFiles={editionFilesOf(boardDefinitionOf(slug)!)}
            />
          </MemoryRouter>,
          { locale: "en" },
        );
        for (const figures of [...expected.entries, ...expected.reference]) {
          // The section's code is a chunk of its own (in the prerendered HTML): the first lookup waits for it.
          // By its accessible name (aria-label) through the DOM: a role query over the whole page per entry
          // took most of the test's time.
          const name = `${figures.name}: scores per category and subtype`;
          const breakdown = await waitFor(
            () => {
              const found = [
                ...document.querySelectorAll<HTMLElement>("[role=region]"),
              ].find((region) => region.getAttribute("aria-label") === name);
              if (!found) throw new Error(`no region named ${name}`);
              return found;
            },
            { timeout: PAGE_TIMEOUT / 2 },
          );
          // Each row by its header's text, read once: role queries per subtype take seconds on 17 tables.
          const rows = new Map(
            [...breakdown.querySelectorAll("tr")].map((row) => [
              row.querySelector("th[scope=row]")?.textContent,
              row,
            ]),
          );
          for (const field of subtypes) {
            const row = rows.get(field.label);
            expect(row, `${figures.name} ${field.label}`).toBeDefined();
            expect(
              row!.querySelector("td"),
              `${figures.name} ${field.key}`,
            ).toHaveTextContent(exactly(printed(figures, field.key)));
          }
        }
      },
      PAGE_TIMEOUT,
    );
  },
);
