import { expect, test } from "@playwright/test";

import { gotoHydrated, mockCms } from "./support";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

for (const path of [
  "/agi/scienceqa",
  "/agi/aisearch",
  "/profession/hr",
  "/profession/marketing",
]) {
  test(`"Copy citation" on ${path} puts the BibTeX on the clipboard`, async ({
    page,
  }) => {
    await mockCms(page);
    await gotoHydrated(page, path);
    const copy = page.getByRole("button", { name: "Copy citation (BibTeX)" });
    await copy.click();
    await expect(
      page.getByText("Citation copied to the clipboard"),
    ).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("@misc{xbench2025,");
    expect(copied).toContain("eprint        = {2506.13651}");
    await expect(page.getByRole("region", { name: "Citation" })).toContainText(
      copied.split("\n")[1]?.trim() ?? "-",
    );
  });
}
