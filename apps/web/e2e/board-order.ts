import { expect, test, type Page } from "@playwright/test";

// Issue 37, the reader's order: every board page (and edition page) says what it is and when it was measured,
// then who leads (the leader strip, by the honest-rank rule), then the table; then Charts · Method · Data & cite,
// each a section reached from a bar of in-page links that works without JavaScript, none an empty heading, with
// one uncertainty note, one row of download buttons and one list of the board's agents. Checked on every board and
// edition page in both languages by visual.spec.ts, on the page load of its 1366 px layout checks (issue 38: a load
// of its own per page here before); board-order.spec.ts tests the strip's and the bar's particulars.

export const readerOrderTexts = {
  en: {
    strip: "Top three places",
    leaderboard: "Leaderboard",
    bar: "More on this board",
    groups: { charts: "Charts", method: "Method", data: "Data & cite" },
    agents: /^Agents on this board/,
    download: "Full board:",
  },
  zh: {
    strip: "前三名",
    leaderboard: "排行榜",
    bar: "本榜单的更多内容",
    groups: { charts: "图表", method: "方法", data: "数据与引用" },
    agents: /^本榜单的智能体/,
    download: "完整榜单：",
  },
} as const;

/** Checks the reader's order on a board or edition page already loaded (its CMS calls answered). */
export async function expectReadersOrder(
  page: Page,
  language: (typeof readerOrderTexts)[keyof typeof readerOrderTexts],
) {
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
          async () => (await group.innerText()).replace(name, "").trim().length,
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
}
