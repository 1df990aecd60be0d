import { readFileSync } from "node:fs";
import path from "node:path";

import { expect, type APIRequestContext } from "@playwright/test";
import { z } from "zod";

import {
  expectNoSeriousA11yViolations,
  mockCms,
  readerTest,
  tableRows,
  sharedPageTest as test,
} from "./support";

// Both BabyVision boards in both languages (issue 36), against the CMS seed the site is built from (the seed's
// figures are ../shared/data/babyvision.json's, checked by build-time/babyvision-figures.test.ts): the table
// with its reference row never ranked, the ± and what it is, the dates line, the /agi frontier panel and the data
// API's figures. One page load per language and board, one step per rule.

// The table's test and the subtypes' test of a board in a language read the same page (readerTest): the file runs
// in order in one worker, so each page loads once for both.
test.describe.configure({ mode: "default" });

// Just what these checks read of the seed's boards: their place, dates, entries' values and spreads.
const seedSchema = z.object({
  board: z.object({
    slug: z.string(),
    route: z.string(),
    headlineField: z.string(),
  }),
  editions: z
    .array(
      z.object({
        editionId: z.string(),
        released: z.string(),
        entries: z.array(
          z.object({
            name: z.string(),
            rank: z.number().nullable(),
            values: z.record(z.string(), z.number().nullable()),
            spread: z
              .record(
                z.string(),
                z.object({ std: z.number(), runs: z.number() }),
              )
              .nullish(),
          }),
        ),
      }),
    )
    .length(1),
});
const seeds = ["babyvision", "babyvision-gen"].map((slug) =>
  seedSchema.parse(
    JSON.parse(
      readFileSync(
        path.join(import.meta.dirname, `../../cms/data/boards/${slug}.json`),
        "utf8",
      ),
    ),
  ),
);

// A reference row's name as a page in that language shows it: the Chinese pages take it from the table the
// sections use (app/data/reference-names.zh-CN.json); the data API keeps the published name.
const chineseReferenceNames = z
  .object({ names: z.record(z.string(), z.string()) })
  .parse(
    JSON.parse(
      readFileSync(
        path.join(
          import.meta.dirname,
          "../app/data/reference-names.zh-CN.json",
        ),
        "utf8",
      ),
    ),
  ).names;
const referenceNameOn = (language: string, name: string) =>
  language === "zh" ? (chineseReferenceNames[name] ?? name) : name;

// A field's label as a page in that language shows it: the Chinese pages take the CMS's Chinese texts.
const chineseBoardTexts = z
  .object({
    boards: z.record(
      z.string(),
      z.object({
        fields: z.record(z.string(), z.object({ label: z.string() })),
      }),
    ),
  })
  .parse(
    JSON.parse(
      readFileSync(
        path.join(import.meta.dirname, "../../cms/data/i18n/zh-CN.json"),
        "utf8",
      ),
    ),
  ).boards;
const fieldLabelOn = (
  language: string,
  board: string,
  field: { key: string; label: string },
) =>
  language === "zh"
    ? (chineseBoardTexts[board]?.fields[field.key]?.label ?? field.label)
    : field.label;

/** A row header's name that begins with `text`, then ends or goes on after a space (an entry's mode, a label). */
const startsWith = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( |$)`);

const languages = {
  en: {
    prefix: "",
    reference: "Reference",
    spreadNote:
      "± is the standard deviation over 3 runs, as published; it is not a confidence interval. Columns sort by the value.",
    dates: (edition: string, released: string) =>
      `Edition ${edition} · released ${released}`,
    noNewer: (date: string) =>
      `No newer edition has been published yet (as of ${date}).`,
    gap: (gap: number, name: string, value: string) =>
      `${gap} behind ${name} (${value})`,
    tracking: "Progress: the frontier of each live capability",
  },
  zh: {
    prefix: "/zh",
    reference: "参考",
    spreadNote:
      "± 为 3 次运行的标准差，以官方公布为准；它不是置信区间。各列按数值排序。",
    dates: (edition: string, released: string) =>
      `${edition} 版 · 发布于 ${released}`,
    noNewer: (date: string) => `截至 ${date}，尚未发布更新的版本。`,
    gap: (gap: number, name: string, value: string) =>
      `比${name}（${value}）低 ${gap}`,
    tracking: "进展：各项已上线能力的前沿",
  },
} as const;

const frontierSchema = z.object({
  asOf: z.string(),
  boards: z.array(
    z.object({
      board: z.string(),
      title: z.string(),
      stale: z.boolean(),
      editions: z.array(
        z.object({
          edition: z.string(),
          frontier: z
            .object({
              value: z.number(),
              text: z.string(),
              leaders: z.array(z.object({ name: z.string() })),
            })
            .nullable(),
          reference: z.array(
            z.object({
              name: z.string(),
              value: z.number(),
              gap: z.number().nullable(),
            }),
          ),
        }),
      ),
    }),
  ),
});

const boardFileSchema = z.object({
  rows: z.array(z.record(z.string(), z.unknown())),
  reference: z.array(z.record(z.string(), z.unknown())).optional(),
});

async function fetchJson(
  request: APIRequestContext,
  path: string,
): Promise<unknown> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.json();
}

/** "49.7" or "8.45": a value as the table prints it (at least one decimal, every decimal published). */
const printed = (value: number) =>
  Number.isInteger(value) ? value.toFixed(1) : String(value);

for (const seed of seeds) {
  const { board } = seed;
  const [edition] = seed.editions;
  const ranked = edition!.entries.filter((entry) => entry.rank !== null);
  const references = edition!.entries.filter((entry) => entry.rank === null);
  const headline = board.headlineField;

  for (const [language, text] of Object.entries(languages)) {
    readerTest(
      `${board.route} (${language}): the table, its reference rows never ranked, ± and its note, the dates line, axe clean`,
      async ({ reader, request }) => {
        const frontier = frontierSchema.parse(
          await fetchJson(request, "/data/frontier.json"),
        );
        const ours = frontier.boards.find(
          (entry) => entry.board === board.slug,
        )!;
        const page = await reader.visit(`${text.prefix}${board.route}`);

        await test.step("every seeded entry is a row of the table", async () => {
          const rows = await tableRows(page.getByRole("table").first());
          expect(rows).toHaveLength(edition!.entries.length);
        });

        await test.step("reference rows carry the Reference label, no rank and no medal", async () => {
          for (const reference of references) {
            const row = page.getByRole("row").filter({
              has: page.getByRole("rowheader", {
                name: referenceNameOn(language, reference.name),
                exact: true,
              }),
            });
            await expect(row).toHaveCount(1);
            await expect(row).toContainText(text.reference);
            await expect(row.getByRole("img")).toHaveCount(0);
            const [rankCell] = await tableRows(row);
            expect(rankCell?.[0] ?? "").not.toMatch(/\d/);
          }
        });

        await test.step("each value is shown with its published ±, and the note says what ± is", async () => {
          const first = [...ranked].sort((a, b) => a.rank! - b.rank!)[0]!;
          const value = first.values[headline];
          const spread = first.spread?.[headline];
          await expect(
            page
              .getByRole("row")
              .filter({
                has: page.getByRole("rowheader", { name: first.name }),
              })
              .getByRole("cell", {
                name: `${printed(value!)} ± ${printed(spread!.std)}`,
              })
              .first(),
          ).toBeVisible();
          await expect(page.getByText(text.spreadNote)).toBeVisible();
        });

        await test.step("the header gives the edition and its date, and says no newer edition has been published when over 180 days", async () => {
          const header = page.locator("header").filter({
            has: page.getByRole("heading", { level: 1 }),
          });
          await expect(
            header.getByText(
              text.dates(edition!.editionId, edition!.released!),
            ),
          ).toBeVisible();
          await expect(
            header.getByText(text.noNewer(frontier.asOf)),
          ).toHaveCount(ours.stale ? 1 : 0);
        });

        await test.step("no serious or critical accessibility violations", async () => {
          await expectNoSeriousA11yViolations(page);
        });
      },
    );
  }

  test(`the data API's ${board.slug} figures are the seed's, and so is its frontier`, async ({
    request,
  }) => {
    const file = boardFileSchema.parse(
      await fetchJson(
        request,
        `/data/${board.slug}/${edition!.editionId}.json`,
      ),
    );
    for (const entry of ranked) {
      const row = file.rows.find((candidate) => candidate.agent === entry.name);
      expect(row, entry.name).toBeDefined();
      for (const [key, value] of Object.entries(entry.values))
        expect(row![key], `${entry.name} ${key}`).toBe(value);
      expect(row!.spread ?? null).toEqual(entry.spread ?? null);
    }
    expect(file.reference?.map((row) => row.name) ?? []).toEqual(
      references.map((entry) => entry.name),
    );
    // Every value of a reference row, categories and subtypes included, is the seed's.
    for (const entry of references) {
      const row = file.reference!.find(
        (candidate) => candidate.name === entry.name,
      )!;
      for (const [key, value] of Object.entries(entry.values))
        expect(row[key], `${entry.name} ${key}`).toBe(value);
    }
    const frontier = frontierSchema.parse(
      await fetchJson(request, "/data/frontier.json"),
    );
    const [point] = frontier.boards.find(
      (entry) => entry.board === board.slug,
    )!.editions;
    const values = ranked.map((entry) => entry.values[headline]!);
    const best = Math.max(...values);
    expect(point!.frontier?.value).toBe(best);
    expect(point!.frontier?.leaders.map((leader) => leader.name)).toEqual(
      ranked
        .filter((entry) => entry.values[headline] === best)
        .map((entry) => entry.name),
    );
    expect(point!.reference.map((row) => [row.name, row.value])).toEqual(
      references.map((entry) => [entry.name, entry.values[headline]]),
    );
  });
}

for (const [language, text] of Object.entries(languages)) {
  test(`/agi (${language}): the frontier panel gives BabyVision's best model, its date and the gap to adult humans`, async ({
    page,
  }) => {
    await mockCms(page);
    const frontier = frontierSchema.parse(
      await fetchJson(page.request, "/data/frontier.json"),
    );
    await page.goto(`${text.prefix}/agi`);
    const panel = page.getByRole("region", { name: text.tracking }).last();
    for (const seed of seeds) {
      const ours = frontier.boards.find(
        (entry) => entry.board === seed.board.slug,
      )!;
      const point = ours.editions.at(-1)!;
      const [edition] = seed.editions;
      const row = panel.getByRole("row").filter({
        has: page.getByRole("rowheader", { name: ours.title, exact: true }),
      });
      await expect(row).toContainText(point.frontier!.text);
      for (const leader of point.frontier!.leaders)
        await expect(
          row.getByRole("link", { name: leader.name }),
        ).toBeVisible();
      await expect(row).toContainText(
        text.dates(edition!.editionId, edition!.released!),
      );
      for (const reference of point.reference)
        await expect(row).toContainText(
          text.gap(
            reference.gap!,
            referenceNameOn(language, reference.name),
            String(reference.value),
          ),
        );
    }
    await expectNoSeriousA11yViolations(page);
  });
}

// Categories and subtypes, "where models fail", the groups facet and the chart's reference line (issue 36 items
// 4-5), on both boards in both languages, every expectation computed from the seed.
const fieldsSchema = z.object({
  board: z.object({
    fields: z.array(
      z.object({
        key: z.string(),
        label: z.string(),
        parent: z.string().nullish(),
      }),
    ),
  }),
  editions: z.array(
    z.object({
      entries: z.array(
        z.object({ name: z.string(), group: z.string().nullish() }),
      ),
    }),
  ),
});
const subtypeTexts = {
  en: {
    group: "Group",
    groups: { proprietary: "Proprietary", "open-source": "Open-source" },
    matrix: "Every model's scores per category and subtype",
    summary: (models: number, references: number) =>
      `Scores per category and subtype: ${models} models, ${references === 0 ? "no reference row" : `${references} reference row${references === 1 ? "" : "s"}`}`,
    categoryScore: "Category score",
    fail: "Where models fail: the best score per subtype against Adult humans",
    referenceLine: "Adult humans: Overall 94.1",
  },
  zh: {
    group: "分组",
    groups: { proprietary: "闭源", "open-source": "开源" },
    matrix: "所有模型的各类别与子类型得分",
    summary: (models: number, references: number) =>
      `各类别与子类型得分：${models} 个模型，${references === 0 ? "无参考行" : `${references} 个参考行`}`,
    categoryScore: "类别得分",
    fail: "模型在哪里失手：各子类型的最佳得分与成年人对比",
    referenceLine: "成年人：总体 94.1",
  },
} as const;

for (const seed of seeds) {
  const { board } = seed;
  const [edition] = seed.editions;
  const own = fieldsSchema.parse(
    JSON.parse(
      readFileSync(
        path.join(
          import.meta.dirname,
          `../../cms/data/boards/${board.slug}.json`,
        ),
        "utf8",
      ),
    ),
  );
  const subtypes = own.board.fields.filter((field) => field.parent);
  const subtypesOf = (category: { key: string }) =>
    subtypes.filter((field) => field.parent === category.key);
  // The breakdown table's columns: each category that has subtypes, its own score then its subtypes'.
  const categories = own.board.fields.filter(
    (field) => !field.parent && subtypesOf(field).length > 0,
  );
  const columns = categories.flatMap((category) => [
    category,
    ...subtypesOf(category),
  ]);
  const references = edition!.entries.filter((entry) => entry.rank === null);
  const labelOn = (language: string, field: { key: string; label: string }) =>
    fieldLabelOn(language, board.slug, field);
  const ranked = edition!.entries
    .filter((entry) => entry.rank !== null)
    .sort((a, b) => a.rank! - b.rank!);
  const reference = edition!.entries.find((entry) => entry.rank === null);
  // Per subtype, the reference's value minus the best ranked value, the largest first.
  const gaps = reference
    ? subtypes
        .flatMap((field) => {
          const target = reference.values[field.key];
          const scores = ranked.flatMap((entry) => {
            const value = entry.values[field.key];
            return typeof value === "number" ? [value] : [];
          });
          return typeof target === "number" && scores.length > 0
            ? [
                {
                  label: field.label,
                  gap: Number((target - Math.max(...scores)).toFixed(6)),
                },
              ]
            : [];
        })
        .sort((a, b) => b.gap - a.gap)
    : [];
  const grouped = own.editions[0]!.entries.filter((entry) => entry.group);

  for (const [language, text] of Object.entries(languages)) {
    const words = subtypeTexts[language === "zh" ? "zh" : "en"];
    readerTest(
      `${board.route} (${language}): subtypes in a disclosure, where models fail by gap, the groups filter in the URL, the chart's reference line`,
      async ({ reader }) => {
        // The page the table's test of this board and language loaded (it only reads); then to other addresses.
        const page = await reader.visit(`${text.prefix}${board.route}`);

        await test.step("one closed disclosure opens on a table of every entry by category and subtype: the first entry's row has each value and ± as seeded, the reference rows follow, unranked", async () => {
          const table = page.getByRole("table", { name: words.matrix });
          await expect(table).toBeHidden();
          await page
            .getByText(words.summary(ranked.length, references.length), {
              exact: true,
            })
            .click();
          await expect(table).toBeVisible();

          // The first header row names each category over its columns; the second, each column: the category's
          // own score, then its subtypes', in the board's order.
          const [groups, headers] = [0, 1].map((index) =>
            table.getByRole("row").nth(index),
          );
          expect(
            (await groups!.getByRole("columnheader").allInnerTexts()).slice(1),
          ).toEqual(categories.map((category) => labelOn(language, category)));
          for (const category of categories)
            await expect(
              groups!.getByRole("columnheader", {
                name: labelOn(language, category),
                exact: true,
              }),
            ).toHaveAttribute(
              "colspan",
              String(1 + subtypesOf(category).length),
            );
          expect(
            await headers!.getByRole("columnheader").allInnerTexts(),
          ).toEqual(
            columns.map((field) =>
              field.parent ? labelOn(language, field) : words.categoryScore,
            ),
          );

          // The entries in rank order, then the reference rows: no rank, the Reference label.
          const names = (await tableRows(table)).map((row) => row[0] ?? "");
          expect(names).toHaveLength(ranked.length + references.length);
          ranked.forEach((entry, index) =>
            expect(names[index]).toMatch(
              startsWith(`${entry.rank}. ${entry.name}`),
            ),
          );
          for (const [index, entry] of references.entries()) {
            const name = names[ranked.length + index]!;
            expect(name).toMatch(
              startsWith(referenceNameOn(language, entry.name)),
            );
            expect(name).toContain(text.reference);
            expect(name).not.toMatch(/^\d/);
          }

          // Every value of the first entry's row and of each reference row, its ± where seeded, '-' where none.
          for (const [entry, name] of [
            [ranked[0]!, `${ranked[0]!.rank}. ${ranked[0]!.name}`],
            ...references.map(
              (reference) =>
                [reference, referenceNameOn(language, reference.name)] as const,
            ),
          ] as const) {
            const row = table.getByRole("row").filter({
              has: page.getByRole("rowheader", { name: startsWith(name) }),
            });
            await expect(row).toHaveCount(1);
            expect(await row.getByRole("cell").allInnerTexts()).toEqual(
              columns.map((field) => {
                const value = entry.values[field.key];
                const spread = entry.spread?.[field.key];
                if (value === null || value === undefined) return "-";
                return spread
                  ? `${printed(value)} ± ${printed(spread.std)}`
                  : printed(value);
              }),
            );
          }
        });

        await test.step("where models fail lists the subtypes by the gap to the reference, the largest first", async () => {
          const fail = page.getByRole("region", { name: words.fail });
          if (gaps.length === 0) {
            await expect(fail).toHaveCount(0);
            return;
          }
          const rows = await tableRows(fail.getByRole("table"));
          expect(rows.map((row) => row[5]?.trim())).toEqual(
            gaps.map((gap) => printed(gap.gap)),
          );
          if (language === "en")
            expect(rows.map((row) => row[0])).toEqual(
              gaps.map((gap) => gap.label),
            );
        });

        await test.step("the groups filter is kept in the URL and leaves only that group's rows", async () => {
          const select = page.getByRole("combobox", { name: words.group });
          if (grouped.length === 0) {
            await expect(select).toHaveCount(0);
            return;
          }
          await expect(select).toBeEnabled();
          await select.selectOption({ label: words.groups["open-source"] });
          await expect(page).toHaveURL(/[?&]group=open-source/);
          const leaderboard = page.getByRole("table").first();
          await expect
            .poll(async () => (await tableRows(leaderboard)).length)
            .toBe(
              grouped.filter((entry) => entry.group === "open-source").length,
            );
          await page.goto(`${text.prefix}${board.route}?group=proprietary`);
          await expect
            .poll(
              async () =>
                (await tableRows(page.getByRole("table").first())).length,
            )
            .toBe(
              grouped.filter((entry) => entry.group === "proprietary").length,
            );
        });

        await test.step("the category chart draws the reference row's headline as a labelled line, and says so", async () => {
          if (!reference) return;
          const label = page.locator("svg[role=img] text", {
            hasText: words.referenceLine,
          });
          await expect(async () => {
            await page.mouse.wheel(0, 2000);
            await expect(label).toBeVisible({ timeout: 1000 });
          }).toPass({ timeout: 20_000 });
        });

        await test.step("no serious or critical accessibility violations", async () => {
          await expectNoSeriousA11yViolations(page);
        });
      },
    );
  }
}
