import { expect, test, type Page } from "@playwright/test";

import { boardPathsOf } from "../build-time/board-files";
import { expectNoSeriousA11yViolations, mockCms } from "./support";

// Issue 37, the reader's order: every board page (and edition page) says what it is and when it was measured,
// then who leads (the leader strip, by the honest-rank rule), then the table; then Charts · Method · Data & cite,
// each a section reached from a bar of in-page links that works without JavaScript, none an empty heading, with
// one uncertainty note, one row of download buttons and one list of the board's agents.

const languages = [
  {
    prefix: "",
    strip: "Top three places",
    leaderboard: "Leaderboard",
    bar: "More on this board",
    groups: { charts: "Charts", method: "Method", data: "Data & cite" },
    agents: /^Agents on this board/,
    download: "Full board:",
  },
  {
    prefix: "/zh",
    strip: "前三名",
    leaderboard: "排行榜",
    bar: "本榜单的更多内容",
    groups: { charts: "图表", method: "方法", data: "数据与引用" },
    agents: /^本榜单的智能体/,
    download: "完整榜单：",
  },
] as const;

/** The page's second-level headings, in the order they stand. */
const sectionHeadings = (page: Page) =>
  page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();

for (const language of languages) {
  for (const path of boardPathsOf()) {
    test(`${language.prefix}${path}: header, leader strip, table, then the groups, each once`, async ({
      page,
    }) => {
      await mockCms(page);
      await page.goto(`${language.prefix}${path}`);
      const bar = page.getByRole("navigation", { name: language.bar });
      const links = bar.getByRole("link");
      await expect(links.first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      // Charts join the bar and the page together once the page has hydrated (their code loads after it): the
      // bar and the headings agree whenever they are read.
      // Read in one go in the page, so the two lists come from the same moment.
      const readOrder = () =>
        page.evaluate((barName) => {
          const main = document.querySelector("main")!;
          const nav = main.querySelector(`nav[aria-label="${barName}"]`);
          return {
            names: [...(nav?.querySelectorAll("a") ?? [])].map(
              (link) => link.textContent ?? "",
            ),
            headings: [...main.querySelectorAll("h2")].map(
              (heading) => heading.textContent ?? "",
            ),
          };
        }, language.bar);
      await expect
        .poll(async () => {
          const { names, headings } = await readOrder();
          return headings.slice(2, 2 + names.length).join(" | ") ===
            names.join(" | ")
            ? "agree"
            : `${names.join(" | ")} vs ${headings.join(" | ")}`;
        })
        .toBe("agree");
      const { names: groupNames, headings } = await readOrder();
      expect(groupNames.slice(-2)).toEqual([
        language.groups.method,
        language.groups.data,
      ]);
      expect(
        groupNames.every((name) =>
          Object.values(language.groups).some((group) => group === name),
        ),
      ).toBe(true);

      await test.step("the headings stand in the reader's order", async () => {
        expect(headings.slice(0, 2)).toEqual([
          language.strip,
          language.leaderboard,
        ]);
        // The groups follow the table, in the bar's order; the submit box closes the page.
        expect(headings.slice(2, 2 + groupNames.length)).toEqual(groupNames);
        expect(headings).toHaveLength(groupNames.length + 3);
      });

      await test.step("each link of the bar leads to its group, and no group is an empty heading", async () => {
        for (const name of groupNames) {
          const link = bar.getByRole("link", { name, exact: true });
          const id = (await link.getAttribute("href"))!.slice(1);
          const group = page.getByRole("region", { name, exact: true });
          await expect(group).toHaveAttribute("aria-labelledby", id);
          // A chart's code may still be loading: what it draws comes in a moment.
          await expect
            .poll(
              async () =>
                (await group.innerText()).replace(name, "").trim().length,
              { message: `${name} has content` },
            )
            .toBeGreaterThan(0);
        }
      });

      await test.step("the header dates the edition; the strip precedes the table", async () => {
        const header = page.locator("header").filter({
          has: page.getByRole("heading", { level: 1 }),
        });
        await expect(header.getByText(/2\d{3}\.\d{2}/).first()).toBeVisible();
        const strip = page.getByRole("region", { name: language.strip });
        await expect(strip.getByRole("listitem").first()).toBeVisible();
        const stripBox = await strip.boundingBox();
        const tableBox = await page.getByRole("table").first().boundingBox();
        expect(stripBox!.y).toBeLessThan(tableBox!.y);
      });

      await test.step("one agents list, one row of download buttons", async () => {
        await expect(
          page.getByRole("heading", { name: language.agents }),
        ).toHaveCount(1);
        await expect(page.getByText(language.download)).toHaveCount(1);
      });
    });
  }
}

test("the leader strip shares recruiting's bronze between its two equal averages, with the ranks they cover", async ({
  page,
}) => {
  await mockCms(page);
  await page.goto("/profession/hr");
  const places = page
    .getByRole("region", { name: "Top three places" })
    .getByRole("listitem");
  await expect(places).toHaveCount(3);
  const third = places.nth(2);
  await expect(third.getByRole("img", { name: "Bronze medal" })).toHaveCount(1);
  await expect(third).toContainText("Rank 3, shared by 2 · ranks 3–4");
  await expect(third.getByRole("link")).toHaveText([
    "Claude-3.7-Sonnet",
    "o4-mini-high",
  ]);
  await expect(third).toContainText("61.4");
  // The tie statement: the board's own rule, once, under the strip and not under the table.
  await expect(
    page.getByText("Equal averages share a rank, as published."),
  ).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
});

test("DeepSearch's strip names every product of its shared third rank under one bronze", async ({
  page,
}) => {
  await mockCms(page);
  await page.goto("/agi/aisearch/2025.10");
  const strip = page.getByRole("region", { name: "Top three places" });
  // Its charts (cost, time, the edition comparison) are a group of their own once the page has hydrated.
  await expect(
    page
      .getByRole("navigation", { name: "More on this board" })
      .getByRole("link"),
  ).toHaveText(["Charts", "Method", "Data & cite"]);
  const third = strip.getByRole("listitem").nth(2);
  await expect(third).toContainText("Rank 3, shared by 7");
  await expect(third.getByRole("link")).toHaveCount(7);
  await expect(strip.getByRole("img", { name: "Gold medal" })).toHaveCount(1);
  await expect(strip.getByRole("img", { name: "Bronze medal" })).toHaveCount(1);
  // Its uncertainty is said once on the page, with the table.
  await expect(page.getByText(/roughly ±10 points at 95%/)).toHaveCount(1);
  await expect(
    page
      .getByRole("region", { name: "Leaderboard", exact: true })
      .getByText(/roughly ±10 points at 95%/),
  ).toBeVisible();
});

test("ScienceQA's strip gives no medal where the intervals overlap, and the ranks each place could hold", async ({
  page,
}) => {
  await mockCms(page);
  await page.goto("/agi/scienceqa");
  const strip = page.getByRole("region", { name: "Top three places" });
  await expect(strip.getByRole("listitem")).toHaveCount(3);
  await expect(strip.getByRole("img", { name: /medal/ })).toHaveCount(0);
  await expect(strip.getByRole("listitem").first()).toContainText(
    "Rank 1 · ranks 1–9",
  );
  await expect(strip).toContainText(/no place is certain: no medal/);
  // The board pages' groups, in their order, after the table.
  await expect(
    page
      .getByRole("navigation", { name: "More on this board" })
      .getByRole("link"),
  ).toHaveText(["Charts", "Method", "Data & cite"]);
  expect(await sectionHeadings(page)).toEqual([
    "Top three places",
    "Leaderboard",
    "Charts",
    "Method",
    "Data & cite",
    "Submit your model",
  ]);
});

test("the Chinese strip links each leader to its Chinese agent page", async ({
  page,
}) => {
  await mockCms(page);
  await page.goto("/zh/agi/aisearch");
  const links = page.getByRole("region", { name: "前三名" }).getByRole("link");
  await expect(links.first()).toBeVisible();
  for (const href of await links.evaluateAll((all) =>
    all.map((link) => link.getAttribute("href")),
  ))
    expect(href).toMatch(/^\/zh\/agents\//);
  await links.first().click();
  await expect(page).toHaveURL(/\/zh\/agents\//);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the bar's links reach Charts (the progress over time, a table), Method and Data & cite, and no heading is left empty", async ({
    page,
  }) => {
    await page.goto("/agi/aisearch");
    const bar = page.getByRole("navigation", { name: "More on this board" });
    await expect(bar.getByRole("link")).toHaveText([
      "Charts",
      "Method",
      "Data & cite",
    ]);
    // Without scripts the Charts group holds what is in the HTML: the progress over time, one row per edition.
    const progress = page.getByRole("region", { name: "Progress over time" });
    await expect(progress.getByRole("row")).toHaveCount(3);
    await expect(progress.getByRole("row", { name: /2025\.10/ })).toContainText(
      "65+ → 75+ since 2025.05",
    );
    await bar.getByRole("link", { name: "Data & cite" }).click();
    await expect(page).toHaveURL(/#data$/);
    await expect(
      page.getByRole("heading", { level: 2, name: "Data & cite" }),
    ).toBeInViewport();
    // From the keyboard too.
    await bar.getByRole("link", { name: "Method" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#method$/);
    await expect(
      page.getByRole("heading", { level: 2, name: "Method" }),
    ).toBeInViewport();
  });
});
