import { expect, test as freshPageTest, type Locator } from "@playwright/test";

import { liveBoards } from "../build-time/board-files";
import {
  CMS_ORIGIN,
  expectNoSeriousA11yViolations,
  mockCms,
  rankingFixture,
  readClientChunks,
  recordConsole,
  sharedPageTest as test,
} from "./support";

test("shows a loading status until the ranking call settles, then the content", async ({
  page,
}) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${CMS_ORIGIN}/api/scienceqas?*`, async (route) => {
    await held;
    await route.fulfill({
      status: 200,
      contentType: "application/json",
      body: JSON.stringify(rankingFixture),
    });
  });
  await page.goto("/");
  await expect(page.getByRole("status")).toHaveText(
    "Loading your second brain...",
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(0);
  // The loading screen fills the window: the footer is not shown only to jump away (layout shift).
  await expect(page.getByRole("contentinfo")).not.toBeInViewport();
  release();
  await expect(
    page.getByRole("heading", {
      name: "Introducing the \u201cEvergreen\u201d Benchmark for AI Agents",
    }),
  ).toBeVisible();
  await expect(page.getByRole("status")).toHaveCount(0);
});

// The checks that only read Home as it loads with the CMS answering share one load, one step per rule
// (issue 38); the listeners they need are set before it.
freshPageTest(
  "Home as loaded: the ranking call, its preload, the hero, the First Wave table, the tracks and tiles, no heavy chunk",
  async ({ page }) => {
    test.setTimeout(60_000);
    // The chunks that hold the agents table, any board's rows and the chart maths (Home draws no chart). A board's
    // page gets its rows with its prerendered data, so no chunk may hold them; the agents table and d3 remain.
    const heavy = readClientChunks()
      .filter(([, chunk]) =>
        chunk.modules.some((module) =>
          /data\/agents\.json$|data\/boards\/[^/]+\/\d{4}\.\d{2}\.json$|d3-scale\.mjs$/.test(
            module.id,
          ),
        ),
      )
      .map(([url]) => url);
    expect(heavy.length).toBeGreaterThanOrEqual(2);
    const fetched: string[] = [];
    page.on("request", (request) => {
      fetched.push(new URL(request.url()).pathname);
    });
    const messages = recordConsole(page);
    const calls = await mockCms(page);
    await page.goto("/");

    await test.step("calls the ranking exactly as the content contract says", async () => {
      await expect(
        page.getByRole("heading", { name: /First Wave/ }),
      ).toBeVisible();
      const url = new URL(calls.rankingUrls[0] ?? "");
      expect(url.pathname).toBe("/api/scienceqas");
      expect(url.searchParams.get("sort")).toBe("score:desc");
      expect(url.searchParams.get("pagination[limit]")).toBe("10");
      expect(url.searchParams.get("populate[model][populate]")).toBe("company");
    });

    await test.step("the HTML preloads the ranking and the page uses that response instead of asking twice", async () => {
      await expect(
        page.getByRole("heading", { name: /First Wave/ }),
      ).toBeVisible();
      await expect(
        page.locator('head link[rel="preload"][as="fetch"]'),
      ).toHaveAttribute("href", calls.rankingUrls[0] ?? "no ranking call");
      expect(calls.rankingUrls).toHaveLength(1);
      expect(messages.filter((text) => /preload/i.test(text))).toEqual([]);
    });

    await test.step("the hero has the tagline, headline and a LIVE badge", async () => {
      const main = page.getByRole("main");
      await expect(
        main.getByText("Evergreen, real-world evaluations of AI agents"),
      ).toBeVisible();
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(
        "Introducing the \u201cEvergreen\u201d Benchmark for AI Agents",
      );
      await expect(main.getByText("LIVE", { exact: true })).toBeVisible();
    });

    await test.step("the First Wave table summarises the live benchmarks with their podiums: the spec's four, then BabyVision's two", async () => {
      const table = page
        .getByRole("table")
        .filter({ has: page.getByRole("columnheader", { name: "Category" }) });
      const rows = table.getByRole("row");
      await expect(rows).toHaveCount(7);
      const scienceQa = table.getByRole("row", { name: /xbench-ScienceQA/ });
      await expect(scienceQa).toContainText("AGI Tracking");
      await expect(scienceQa).toContainText("o3-high60.8");
      await expect(scienceQa).toContainText("Gemini 2.5 Pro");
      await expect(
        table.getByRole("row", { name: /xbench-DeepSearch/ }),
      ).toContainText("ChatGPT-5-Pro75+");
      await expect(
        table.getByRole("row", { name: /Recruiting/ }),
      ).toContainText("Profession Aligned");
      await expect(table.getByRole("row", { name: /Marketing/ })).toContainText(
        "o350.8",
      );
      for (const [name, href] of [
        ["xbench-ScienceQA", "/agi/scienceqa"],
        ["xbench-DeepSearch", "/agi/aisearch"],
        ["xbench-Profession-Recruiting", "/profession/hr"],
        ["xbench-Profession-Marketing", "/profession/marketing"],
        ["xbench-BabyVision", "/agi/babyvision"],
        ["xbench-BabyVision-Gen", "/agi/babyvision-gen"],
      ] as const) {
        await expect(
          table.getByRole("link", { name: `View the ${name} leaderboard` }),
        ).toHaveAttribute("href", href);
      }
    });

    await test.step("explains the leaderboard, the AGI track and the professions", async () => {
      await expect(
        page.getByRole("heading", { name: "Understanding the Leaderboard" }),
      ).toBeVisible();
      await expect(
        page.getByRole("heading", { name: "Why We Built It" }),
      ).toBeVisible();
      await expect(page.getByText("Disconnect from utility.")).toBeVisible();
      await expect(page.getByText("Lack of continuity.")).toBeVisible();
      await expect(
        page.getByRole("heading", { name: "How xbench Solves This" }),
      ).toBeVisible();
      await expect(page.getByText("Dual-track framework.")).toBeVisible();
      await expect(page.getByText("Built to stay evergreen.")).toBeVisible();
      await expect(
        page.getByRole("link", { name: "View details of AGI Tracking" }),
      ).toHaveAttribute("href", "/agi");
      await expect(
        page.getByRole("link", { name: /Knowledge/ }),
      ).toHaveAttribute("href", "/agi/scienceqa");
      await expect(
        page.getByRole("link", { name: "View details of Profession Aligned" }),
      ).toHaveAttribute("href", "/profession");
    });

    await test.step("only the hr and marketing tiles are links; the twelve others are dimmed text", async () => {
      const section = page.getByRole("region", { name: "Profession-Aligned" });
      await expect(
        section.getByRole("link", { name: "Recruiting (HR)" }),
      ).toHaveAttribute("href", "/profession/hr");
      await expect(
        section.getByRole("link", { name: "Marketing" }),
      ).toHaveAttribute("href", "/profession/marketing");
      for (const name of [
        "Sales",
        "Finance",
        "Legal",
        "Engineering",
        "Product",
        "Design",
        "Operations",
        "Compliance",
        "DevOps",
        "Accounting",
        "Taxation",
        "Biotechnology",
      ]) {
        await expect(section.getByText(name, { exact: true })).toBeVisible();
        await expect(section.getByRole("link", { name })).toHaveCount(0);
      }
      await expect(
        section.getByRole("link", { name: "Join as an expert contributor" }),
      ).toHaveAttribute(
        "href",
        "mailto:team@xbench.org?subject=Expert%20Contributor%20Application",
      );
    });

    await test.step("Home's content loads neither the agents table nor the bundled boards' rows: its loader prepared the podiums", async () => {
      // The podiums are the loader's, linked as before; the ScienceQA one is drawn from the live ranking.
      const table = page
        .getByRole("table")
        .filter({ has: page.getByRole("columnheader", { name: "Category" }) });
      await expect(
        table.getByRole("link", { name: "o3-high" }),
      ).toHaveAttribute("href", "/agents/o3");
      await expect(
        table.getByRole("link", { name: "ChatGPT-5-Pro" }),
      ).toHaveAttribute("href", /^\/agents\/[a-z0-9-]+$/);
      await page.waitForLoadState("networkidle");
      expect(fetched.filter((url) => heavy.includes(url))).toEqual([]);
    });
  },
);

test("a failing ranking call is retried 3 times, logged, and leaves an empty ScienceQA podium", async ({
  page,
}) => {
  test.setTimeout(45_000);
  const messages = recordConsole(page);
  const calls = await mockCms(page, { ranking: { status: 500 } });
  await page.goto("/");
  await expect(page.getByRole("status")).toBeVisible();
  await expect(page.getByRole("heading", { name: /First Wave/ })).toBeVisible({
    timeout: 20_000,
  });
  expect(calls.rankingUrls).toHaveLength(4);
  expect(messages.filter((text) => text === "Server error")).toHaveLength(4);
  expect(messages.some((text) => text.startsWith("Error fetching data"))).toBe(
    true,
  );
  const scienceQa = page.getByRole("row", { name: /xbench-ScienceQA/ });
  await expect(
    scienceQa.getByRole("cell", { name: "-", exact: true }),
  ).toHaveCount(3);
  await expect(
    page.getByRole("row", { name: /xbench-DeepSearch/ }),
  ).toContainText("ChatGPT-5-Pro");
});

test("a 403 from the CMS logs 'Access forbidden'", async ({ page }) => {
  test.setTimeout(45_000);
  const messages = recordConsole(page);
  await mockCms(page, { ranking: { status: 403 } });
  await page.goto("/");
  await expect(page.getByRole("heading", { name: /First Wave/ })).toBeVisible({
    timeout: 20_000,
  });
  expect(messages).toContain("Access forbidden");
  expect(messages).not.toContain("Server error");
});

test("home has no serious accessibility violations", async ({ page }) => {
  await mockCms(page);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await expect(
    page.getByRole("heading", { name: "Profession-Aligned" }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("sections fade in one after another on the specified delays", async ({
  page,
}) => {
  // Motion as most visitors have it (headless Chromium may report reduced motion, which shows all at once).
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await mockCms(page);
  await page.goto("/");
  // The last section is there once its heading is (the sections below the first screen mount in turn).
  await expect(
    page.getByRole("heading", { name: "Profession-Aligned" }),
  ).toBeVisible();
  // When each block appears: its animation's start (its mount, the next frame) plus its delay. A block that
  // mounts after the first screen has a shorter delay, so all keep the spec's schedule from the content's
  // appearance, within 100 ms (an animation starts when the compositor takes it, a few frames after its
  // block is drawn on a loaded machine; the spec's steps are 150 ms or more, so the order holds).
  const appears = await page
    .locator("main [style*='--reveal-delay']")
    .evaluateAll((blocks) =>
      blocks.map((block) => {
        const [animation] = block.getAnimations();
        // The computed delay ("0.3s"; the animation's own timing reports 0 for a delay set through a variable).
        const delay = parseFloat(getComputedStyle(block).animationDelay) * 1000;
        return Number(animation?.startTime) + delay;
      }),
    );
  const spec = [300, 500, 700, 900, 1050, 1200, 1500, 1650, 1800];
  expect(appears).toHaveLength(spec.length);
  appears.forEach((moment, index) => {
    const fromTitle = moment - appears[0]!;
    expect(
      Math.abs(fromTitle - (spec[index]! - spec[0]!)),
      `block ${index + 1} appears ${Math.round(fromTitle)} ms after the title`,
    ).toBeLessThanOrEqual(100);
  });
  const titleDuration = await page
    .locator("main [style*='--reveal-delay']")
    .first()
    .evaluate((block) => block.style.getPropertyValue("--reveal-duration"));
  expect(titleDuration).toBe("600ms");
});

test.describe("the first phone screen (issue 37)", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("has the headline in at most two lines, then each live board's leader with its score and date", async ({
    page,
  }) => {
    await mockCms(page);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const headline = page.getByRole("heading", { level: 1 });
    await expect(headline).toHaveText(
      "Introducing the \u201cEvergreen\u201d Benchmark for AI Agents",
    );
    const lineHeight = await headline.evaluate((node) =>
      Number.parseFloat(getComputedStyle(node).lineHeight),
    );
    expect((await headline.boundingBox())!.height).toBeLessThan(
      lineHeight * 2.5,
    );

    const leaders = page.getByRole("region", { name: "Current leaders" });
    const boards = leaders.getByRole("listitem");
    // One per live board: ScienceQA (from the CMS when the page loads) and every board of the registry.
    await expect(boards).toHaveCount(1 + liveBoards().length);
    const box = (await leaders.boundingBox())!;
    expect(
      box.y + box.height,
      "the strip ends in the first screen",
    ).toBeLessThanOrEqual(812);
    await expect(boards.filter({ hasText: "xbench-DeepSearch" })).toContainText(
      /ChatGPT-5-Pro\s*75\+/,
    );
    await expect(boards.filter({ hasText: "xbench-DeepSearch" })).toContainText(
      "October 2025",
    );
    await expect(boards.filter({ hasText: "xbench-ScienceQA" })).toContainText(
      "o3-high60.8",
    );
    await leaders
      .getByRole("link", { name: "xbench-Profession-Marketing" })
      .click();
    await expect(page).toHaveURL(/\/profession\/marketing$/);
  });
});

test("Home counts the agents and models /agents lists, and links there", async ({
  page,
}) => {
  await page.goto("/agents");
  const heading = await page
    .getByRole("heading", { name: /agents and models$/ })
    .textContent();
  const listed = Number(/^(\d+)/.exec(heading ?? "")?.[1]);
  expect(listed).toBeGreaterThan(0);
  await mockCms(page);
  await page.goto("/");
  const count = page.getByRole("link", { name: String(listed), exact: true });
  await expect(count).toHaveAttribute("href", "/agents");
  await expect(page.getByText("expert-written tasks")).toHaveCount(0);
});

test("the Chinese Home's First Wave links each podium name to its Chinese agent page", async ({
  page,
}) => {
  await mockCms(page);
  await page.goto("/zh");
  const table = page
    .getByRole("table")
    .filter({ has: page.getByRole("columnheader", { name: "类别" }) });
  await expect(table.getByRole("link", { name: "o3-high" })).toHaveAttribute(
    "href",
    "/zh/agents/o3",
  );
  // Every podium name (the cells' links but each row's link to its board) leads to a Chinese agent page.
  const hrefs = await table
    .getByRole("cell")
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  const agentHrefs = hrefs.filter((href) => href?.includes("/agents/"));
  expect(agentHrefs.length).toBeGreaterThan(3);
  for (const href of agentHrefs) expect(href).toMatch(/^\/zh\/agents\//);
});

// Issue 37: Home's medals claim no more than the boards' own leader strips. Each podium place carries the medal
// its board's "Top three places" strip gives the row at that position (tied published ranks share it; none where
// ScienceQA's intervals overlap), and Home says why where a place has none.
test("the First Wave medals are each board's leader strip's, by the honest-rank rule", async ({
  page,
}) => {
  await mockCms(page);
  await page.goto("/");
  const table = page
    .getByRole("table")
    .filter({ has: page.getByRole("columnheader", { name: "Category" }) });
  await expect(table.getByRole("row")).toHaveCount(7);
  const medalOf = async (scope: Locator) => {
    const images = scope.getByRole("img");
    return (await images.count()) === 0
      ? null
      : await images.first().getAttribute("aria-label");
  };
  const podiums: { href: string; medals: (string | null)[] }[] = [];
  for (const row of await table.getByRole("row").all()) {
    const cells = row.getByRole("cell");
    if ((await cells.count()) === 0) continue;
    const href = await row
      .getByRole("link", { name: /^View the .* leaderboard$/ })
      .getAttribute("href");
    const medals: (string | null)[] = [];
    // The cells after the category: 1st, 2nd and 3rd (an empty place has no name and no medal).
    for (const index of [1, 2, 3]) {
      const cell = cells.nth(index);
      if ((await cell.innerText()).trim() !== "-")
        medals.push(await medalOf(cell));
    }
    podiums.push({ href: href!, medals });
  }
  const uncertain = podiums.some(({ medals }) => medals.includes(null));
  await expect(
    page.getByText(
      "No medal where a board's 95% intervals overlap: the data do not make that place certain.",
    ),
  ).toHaveCount(uncertain ? 1 : 0);

  for (const { href, medals } of podiums) {
    await page.goto(href);
    const strip = page.getByRole("region", { name: "Top three places" });
    // ScienceQA's strip is drawn when its ranking call answers.
    await expect(strip.getByRole("listitem").first()).toBeVisible();
    // The strip's rows in the published order: each place's medal for each of its entries.
    const stripMedals: (string | null)[] = [];
    for (const place of await strip.getByRole("listitem").all()) {
      const medal = await medalOf(place);
      const entries = await place
        .locator("p")
        .nth(1)
        .locator(":scope > span")
        .count();
      for (let entry = 0; entry < entries; entry += 1) stripMedals.push(medal);
    }
    expect(medals, href).toEqual(stripMedals.slice(0, medals.length));
  }
});
