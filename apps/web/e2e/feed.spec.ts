import { expect } from "@playwright/test";

import { mockCms, sharedPageTest as test } from "./support";

// /feed.xml: an Atom feed of every published board edition, announced in every page's head and
// linked from the footer.

for (const path of ["/", "/agi/aisearch", "/profession/hr", "/nope"]) {
  test(`${path} announces the editions feed in its head and links it from the footer`, async ({
    page,
  }) => {
    await mockCms(page);
    await page.goto(path);
    const alternate = page.locator(
      'head link[rel="alternate"][type="application/atom+xml"]',
    );
    await expect(alternate).toHaveAttribute("href", "/feed.xml");
    await expect(alternate).toHaveAttribute(
      "title",
      "xbench leaderboard editions",
    );
    const footerLink = page
      .getByRole("contentinfo")
      .getByRole("link", { name: "New editions (Atom feed)" });
    await expect(footerLink).toHaveAttribute("href", "/feed.xml");
  });
}

test("the feed is Atom with one entry per edition, newest first, each saying what moved", async ({
  request,
}) => {
  const response = await request.get("/feed.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/atom\+xml/);
  const xml = await response.text();
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom">/,
  );
  const titles = [
    ...xml.matchAll(/<entry>\s*<id>[^<]+<\/id>\s*<title>([^<]+)<\/title>/g),
  ].map((match) => match[1]);
  expect(titles).toEqual([
    "xbench-BabyVision 2026.01",
    "xbench-BabyVision-Gen 2026.01",
    "xbench-DeepSearch 2025.10",
    "xbench-Profession-Marketing 2025.06",
    "xbench-Profession-Recruiting 2025.06",
    "xbench-DeepSearch 2025.05",
  ]);
  expect(xml).toContain(
    "Against 2025.05: 3 in both (1 up, 2 unchanged; 3 rescored), 8 new, 2 no longer listed.",
  );
});
