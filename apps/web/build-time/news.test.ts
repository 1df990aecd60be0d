import { describe, expect, it } from "vitest";

import { dataApiBoards } from "./data-api/boards";
import { feedEditions } from "./data-api/feed";
import { newsItemsOf } from "./news";

const boards = dataApiBoards();

describe("the News page's editions", () => {
  it("lists the feed's editions in the feed's order, each linking to its own page", () => {
    const items = newsItemsOf(boards, "en");
    const feed = feedEditions(boards);
    expect(items.length).toBeGreaterThan(0);
    expect(items.map((item) => item.page)).toEqual(
      feed.map((entry) => entry.edition.page),
    );
    expect(items.map((item) => item.edition)).toEqual(
      feed.map((entry) => entry.edition.edition),
    );
  });

  it("puts the newest edition first", () => {
    const editions = newsItemsOf(boards, "en").map((item) => item.edition);
    expect(editions).toEqual([...editions].sort().reverse());
  });

  it("dates an edition by its published release date, in the page's language, and leaves an undated one undated", () => {
    const [dated] = boards.filter((edition) => edition.provenance.released);
    const [undated] = boards.filter(
      (edition) =>
        !edition.provenance.released && /^\d{4}\.\d{2}$/.test(edition.edition),
    );
    expect(dated && undated).toBeTruthy();
    const find = (locale: "en" | "zh-CN", edition: typeof dated) =>
      newsItemsOf(boards, locale).find((item) => item.page === edition!.page)!;
    const [year, month, day] = dated!.provenance
      .released!.split("-")
      .map(Number);
    expect(find("en", dated).released).toContain(String(year));
    expect(find("en", dated).released).toContain(String(day));
    expect(find("zh-CN", dated).released).toBe(`${year}年${month}月${day}日`);
    expect(find("en", undated).released).toBeNull();
  });

  it("names the entries ranked first with their published values, and counts the entries", () => {
    for (const edition of boards.filter((board) =>
      /^\d{4}\.\d{2}$/.test(board.edition),
    )) {
      const item = newsItemsOf(boards, "en").find(
        (entry) => entry.page === edition.page,
      )!;
      expect(item.entries).toBe(edition.rows.length);
      expect(item.leaders).toEqual(
        edition.rows
          .filter((row) => row.rank === 1)
          .map((row) => `${row.name} (${row.headline})`),
      );
    }
  });
});
