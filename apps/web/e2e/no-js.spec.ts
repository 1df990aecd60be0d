import { expect, test, type Page } from "@playwright/test";

import { paths } from "../app/config/paths";
import { liveBoards, readEditionLists } from "../build-time/board-files";

// Issue 37: a visitor without JavaScript (or before it has run) loses no click. The bar's menus and the phone
// menu are native disclosures, every page is real HTML, and News links every published edition: from Home,
// the bar reaches every board and every edition page, in both languages.
test.use({ javaScriptEnabled: false });

const lists = readEditionLists();
const live = liveBoards();
const boards = [paths.scienceQa, ...live.map((board) => board.route)];
const editions = [
  ...live.flatMap((board) =>
    (lists[board.slug] ?? []).map((edition) => `${board.route}/${edition}`),
  ),
];

const languages = [
  { prefix: "", nav: "Main", news: "News", menu: "Menu" },
  { prefix: "/zh", nav: "主导航", news: "动态", menu: "菜单" },
] as const;

/** The page's path without the origin, its level-one heading shown. */
async function landed(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  return new URL(page.url()).pathname;
}

for (const language of languages) {
  test.describe(`without JavaScript (${language.prefix || "/"})`, () => {
    test.use({ viewport: { width: 1366, height: 900 } });

    test("the bar's menus open and lead to every board", async ({ page }) => {
      const home = language.prefix || "/";
      await page.goto(home);
      const nav = page.getByRole("navigation", { name: language.nav });
      const menus = nav.locator("summary");
      await expect(menus).toHaveCount(2);
      const reached: string[] = [];
      for (let menu = 0; menu < 2; menu += 1) {
        await page.goto(home);
        await menus.nth(menu).click();
        const links = nav.locator("details[open] a");
        await expect(links.first()).toBeVisible();
        const count = await links.count();
        for (let link = 0; link < count; link += 1) {
          await page.goto(home);
          await menus.nth(menu).click();
          await nav.locator("details[open] a").nth(link).click();
          reached.push(await landed(page));
        }
      }
      expect(reached.sort()).toEqual(
        boards.map((board) => `${language.prefix}${board}`).sort(),
      );
    });

    test("the bar's links lead to their pages, and News to every edition page", async ({
      page,
    }) => {
      await page.goto(language.prefix || "/");
      const nav = page.getByRole("navigation", { name: language.nav });
      const hrefs = await nav
        .locator(":scope > ul > li > a")
        .evaluateAll((links) =>
          links.map((link) => link.getAttribute("href") ?? ""),
        );
      // Home, Agents, Compare, Research, News, Contact Us and Submit.
      expect(hrefs).toHaveLength(7);
      for (const href of hrefs) {
        await page.goto(language.prefix || "/");
        await nav.locator(`:scope > ul > li > a[href="${href}"]`).click();
        await expect(page).toHaveURL(new RegExp(`${href}$`));
        // Home without scripts shows the spec's loading screen under the bar; every other page its heading.
        if (href !== (language.prefix || "/")) await landed(page);
      }

      await nav.getByRole("link", { name: language.news }).click();
      const list = page.getByRole("main").getByRole("listitem");
      const reached: string[] = [];
      const count = await list.count();
      for (let item = 0; item < count; item += 1) {
        await page.goto(`${language.prefix}/news`);
        await list.nth(item).getByRole("link").click();
        const path = await landed(page);
        await expect(page.getByRole("heading", { level: 1 })).toContainText(
          path.split("/").at(-1)!,
        );
        reached.push(path);
      }
      expect(reached.sort()).toEqual(
        editions.map((edition) => `${language.prefix}${edition}`).sort(),
      );
    });
  });

  test.describe(`the phone menu without JavaScript (${language.prefix || "/"})`, () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test("opens, closes and leads to a board", async ({ page }) => {
      await page.goto(`${language.prefix}/news`);
      const menu = page.locator(`summary[aria-label="${language.menu}"]`);
      const nav = page.getByRole("navigation", { name: language.nav });
      await expect(nav).toBeHidden();
      await menu.click();
      await expect(nav).toBeVisible();
      await menu.click();
      await expect(nav).toBeHidden();
      await menu.click();
      await nav
        .getByRole("link", { name: "xbench-Profession-Marketing" })
        .click();
      await expect(page).toHaveURL(
        new RegExp(`${language.prefix}/profession/marketing$`),
      );
      await landed(page);
    });
  });
}
