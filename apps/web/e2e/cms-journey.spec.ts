import { expect, test } from "@playwright/test";

// No interception here: the browser talks to the real Strapi, seeded from the published figures.

test("ScienceQA shows the seeded ranking and the distribution image from the real CMS", async ({
  page,
}) => {
  await page.goto("/agi/scienceqa");
  const rows = page
    .getByRole("table", { name: /ScienceQA leaderboard/ })
    .getByRole("row");
  await expect(rows).toHaveCount(11);
  await expect(rows.nth(1).getByRole("rowheader")).toHaveText("o3-high");
  await expect(rows.nth(1).getByRole("cell").nth(1)).toHaveText("OpenAI");
  await expect(rows.nth(1).getByRole("cell").nth(2)).toHaveText("60.8");
  await expect(
    rows.nth(1).getByRole("img", { name: "Gold medal" }),
  ).toBeVisible();
  await expect(
    page.getByText(/We evaluated 10 models from 7 companies/),
  ).toBeVisible();
  const chart = page.getByRole("img", { name: /score distribution/ });
  await expect(chart).toHaveAttribute(
    "src",
    /^http:\/\/127\.0\.0\.1:1337\/uploads\//,
  );
  await expect
    .poll(() => chart.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
});

test("Home's First Wave podium comes from the real CMS ranking", async ({
  page,
}) => {
  await page.goto("/");
  await expect(
    page.getByRole("row", { name: /xbench-ScienceQA/ }),
  ).toContainText("o3-high60.8");
});
