import { expect } from "@playwright/test";

import {
  expectNoSeriousA11yViolations,
  mockCms,
  sharedPageTest as test,
} from "./support";

// The checks only read the page: one load, one step per rule (issue 38: a load per check cost ~2 s each).
test("/agi: the capability matrix, its benchmark links and summary cards, with no serious accessibility violations", async ({
  page,
}) => {
  await mockCms(page);
  await page.goto("/agi");

  await test.step("shows the capability matrix in four columns", async () => {
    for (const column of [
      "Fundamental Intelligence",
      "Professional Capabilities",
      "Innovation Capacity",
      "Organizational Abilities",
    ]) {
      await expect(page.getByRole("region", { name: column })).toBeVisible();
    }
  });

  await test.step("Knowledge, Tool Usage and Multimodality are active and link to their benchmarks", async () => {
    const knowledge = page.getByRole("link", { name: /Knowledge/ });
    await expect(knowledge).toContainText("Active");
    await expect(knowledge).toHaveAttribute("href", "/agi/scienceqa");
    const toolUsage = page.getByRole("link", { name: /Tool Usage/ });
    await expect(toolUsage).toContainText("Active");
    await expect(toolUsage).toHaveAttribute("href", "/agi/aisearch");
    // BabyVision, published in the CMS: the matrix cell went live with no code (issue 36).
    const multimodality = page.getByRole("link", { name: /Multimodality/ });
    await expect(multimodality).toContainText("Active");
    await expect(multimodality).toHaveAttribute("href", "/agi/babyvision");
  });

  await test.step("the eight other capabilities say 'Benchmark coming soon'; only Long-term Memory, with its announced series, is a link", async () => {
    const matrix = page.getByRole("region", { name: "Capability matrix" });
    for (const name of [
      "Problem Identification",
      "Collaboration",
      "Long-term Memory",
      "Active Learning and Self-improvement",
      "Competition",
      "Reasoning",
      "Test-time Learning",
      "Reliability",
    ]) {
      const cell = matrix.getByRole("listitem").filter({ hasText: name });
      await expect(cell).toContainText("Benchmark coming soon");
      // AgentIF-OneDay, announced without results (issue 36): Long-term Memory links to its card.
      await expect(cell.getByRole("link")).toHaveCount(
        name === "Long-term Memory" ? 1 : 0,
      );
    }
    await expect(matrix.getByText("Benchmark coming soon")).toHaveCount(8);
  });

  await test.step("two summary cards link to ScienceQA and DeepSearch", async () => {
    await expect(
      page.getByRole("link", { name: "View the xbench-ScienceQA leaderboard" }),
    ).toHaveAttribute("href", "/agi/scienceqa");
    await expect(
      page.getByRole("link", {
        name: "View the xbench-DeepSearch leaderboard",
      }),
    ).toHaveAttribute("href", "/agi/aisearch");
    await expect(page.getByText(/AI Search/)).toBeVisible();
  });

  await test.step("the live benchmarks come before the matrix, and every live AGI board has a card (issue 37)", async () => {
    const headings = await page
      .getByRole("main")
      .getByRole("heading", { level: 2 })
      .allTextContents();
    expect(headings.indexOf("Live benchmarks")).toBeLessThan(
      headings.indexOf("Capability matrix"),
    );
    await expect(
      page.getByRole("link", {
        name: "View the xbench-BabyVision leaderboard",
      }),
    ).toHaveAttribute("href", "/agi/babyvision");
  });

  await test.step("in each column the live capabilities come first", async () => {
    const fundamental = page
      .getByRole("region", { name: "Fundamental Intelligence" })
      .getByRole("listitem");
    await expect(fundamental.nth(0)).toContainText("Knowledge");
    await expect(fundamental.nth(1)).toContainText("Multimodality");
    await expect(fundamental.nth(2)).toContainText("Benchmark coming soon");
  });

  await test.step("has no serious accessibility violations", async () => {
    await expectNoSeriousA11yViolations(page);
  });
});

test("on a phone the coming-soon capabilities are a compact list under the live ones", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await mockCms(page);
  await page.goto("/agi");
  const matrix = page.getByRole("region", { name: "Capability matrix" });
  const live = matrix.getByRole("listitem").filter({ hasText: "Active" });
  const coming = matrix
    .getByRole("listitem")
    .filter({ hasText: "Benchmark coming soon" });
  await expect(coming).toHaveCount(8);
  const liveHeight = (await live.first().boundingBox())!.height;
  for (const cell of await coming.all()) {
    const { height } = (await cell.boundingBox())!;
    // One row with its label beside the name (two lines for the longest name), not a card.
    expect(height).toBeLessThan(liveHeight * 0.7);
  }
});
