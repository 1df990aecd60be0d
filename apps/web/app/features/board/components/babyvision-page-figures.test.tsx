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
// entry's overall and category scores with their ±, and the reference row; in the breakdown table, every entry's
// category and subtype scores with their ±. The pages as prerendered from the boards folder the build reads.

/** A value as the page prints it: the published digits, its ± where published, '-' where nothing is. */
const printed = (figures: Figures, key: string) => {
  const value = figures.values[key];
  if (value === null || value === undefined) return MISSING;
  const spread = figures.spread[key];
  return spread
    ? `${formatPublished(value)} ± ${formatPublished(spread.std)}`
    : formatPublished(value);
};

/** A text as a regular expression's literal. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The whole text, not a part of it ("4.8" must not pass for "4.8 ± 1.0"). */
const exactly = (text: string) => new RegExp(`^${escaped(text)}$`);

/** The breakdown table's accessible name (en catalog: subtypes.matrixLabel). */
const BREAKDOWN_LABEL = "Every model's scores per category and subtype";

/** Each header cell's first column, as the browser lays the header out (row and column spans counted). */
function headerColumns(thead: HTMLTableSectionElement) {
  const taken: boolean[][] = [];
  const columns = new Map<HTMLTableCellElement, number>();
  [...thead.rows].forEach((row, index) => {
    let column = 0;
    for (const cell of row.cells) {
      while (taken[index]?.[column]) column += 1;
      columns.set(cell, column);
      for (let down = 0; down < cell.rowSpan; down += 1)
        for (let across = 0; across < cell.colSpan; across += 1)
          (taken[index + down] ??= [])[column + across] = true;
      column += cell.colSpan;
    }
  });
  return columns;
}

// One render of a whole board page (its tables, charts and the breakdown): more than the 5 s default on a loaded machine.
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
      "in the one breakdown table, closed by default: every entry's and reference row's category and subtype scores with their ±, under their category",
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
        // The section's code is a chunk of its own (in the prerendered HTML): the lookup waits for it. By its
        // accessible name (aria-label) through the DOM: role queries over the whole page take most of the time.
        const table = await waitFor(
          () => {
            const found = document.querySelector<HTMLTableElement>(
              `table[aria-label="${BREAKDOWN_LABEL}"]`,
            );
            if (!found) throw new Error(`no table named ${BREAKDOWN_LABEL}`);
            return found;
          },
          { timeout: PAGE_TIMEOUT / 2 },
        );
        const section = table.closest("section")!;
        expect(section.querySelectorAll("details")).toHaveLength(1);
        expect(table.closest("details")).not.toHaveAttribute("open");
        const summary = section.querySelector("summary");
        expect(summary).toHaveTextContent(
          `Scores per category and subtype: ${expected.entries.length} models, `,
        );
        expect(summary).toHaveTextContent(
          expected.reference.length === 0
            ? "no reference row"
            : `${expected.reference.length} reference row`,
        );

        // Each category's columns: its header spans its own score's column and its subtypes'.
        const thead = table.tHead!;
        const columns = headerColumns(thead);
        const [groupRow, subtypeRow] = [...thead.rows];
        const columnOf = (row: HTMLTableRowElement, text: string, from = 0) =>
          [...row.cells]
            .filter(
              (cell) => cell.textContent === text && columns.get(cell)! >= from,
            )
            .map((cell) => ({
              column: columns.get(cell)!,
              span: cell.colSpan,
              scope: cell.getAttribute("scope"),
            }))[0];
        const wanted: { key: string; label: string; column: number }[] = [];
        for (const category of categories) {
          const own = subtypes.filter((field) => field.parent === category.key);
          if (own.length === 0) continue;
          const group = columnOf(groupRow!, category.label);
          expect(group, category.label).toMatchObject({
            scope: "colgroup",
            span: 1 + own.length,
          });
          expect(
            columnOf(subtypeRow!, "Category score", group!.column),
          ).toEqual({ column: group!.column, span: 1, scope: "col" });
          wanted.push({ ...category, column: group!.column });
          for (const field of own) {
            const header = columnOf(subtypeRow!, field.label);
            expect(header, field.label).toBeDefined();
            expect(header!.column).toBeGreaterThan(group!.column);
            expect(header!.column).toBeLessThan(group!.column + group!.span);
            wanted.push({ ...field, column: header!.column });
          }
        }
        expect(wanted).toHaveLength(
          subtypes.length + new Set(subtypes.map((field) => field.parent)).size,
        );

        // The ranked entries in rank order, then the reference rows, marked and never ranked.
        const rows = [...table.tBodies[0]!.rows];
        const names = rows.map((row) => row.cells[0]!.textContent);
        expect(rows).toHaveLength(
          expected.entries.length + expected.reference.length,
        );
        const ranks = names
          .slice(0, expected.entries.length)
          .map((name) => Number(/^(\d+)\. /.exec(name)?.[1]));
        expect(ranks.every(Number.isInteger), names.join(", ")).toBe(true);
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
        for (const name of names.slice(expected.entries.length))
          expect(name).toMatch(/^\D+ Reference$/);

        for (const figures of [...expected.entries, ...expected.reference]) {
          const row = rows.find((candidate) =>
            new RegExp(`^(\\d+\\. )?${escaped(figures.name)}( |$)`).test(
              candidate.cells[0]!.textContent,
            ),
          );
          expect(row, figures.name).toBeDefined();
          for (const field of wanted)
            expect(
              row!.cells[field.column],
              `${figures.name} ${field.key}`,
            ).toHaveTextContent(exactly(printed(figures, field.key)));
        }
      },
      PAGE_TIMEOUT,
    );
  },
);
