import { expect, test } from "@playwright/test";

// What a crawler or a visitor without JavaScript receives.
const pages = [
  { path: "/", title: "xbench", content: [] },
  {
    path: "/agi",
    title: "AGI Tracking | xbench",
    content: ["Fundamental Intelligence", "Benchmark coming soon"],
  },
  {
    path: "/agi/scienceqa",
    title: "xbench-ScienceQA leaderboard | xbench",
    content: ["Evaluation Card"],
  },
  {
    path: "/agi/aisearch",
    title: "xbench-DeepSearch leaderboard | xbench",
    content: ["ChatGPT-5-Pro", "SuperGrok Expert", "Evaluation Card"],
  },
  {
    path: "/profession",
    title: "Profession Aligned | xbench",
    content: ["Recruiting (HR)", "Biotechnology"],
  },
  {
    path: "/profession/hr",
    title: "xbench-Profession-Recruiting leaderboard | xbench",
    content: ["Perplexity-Search", "Talent Persona Positioning"],
  },
  {
    path: "/profession/marketing",
    title: "xbench-Profession-Marketing leaderboard | xbench",
    content: ["Grok3-Search", "Influencer Search"],
  },
  {
    path: "/reports",
    title: "Research | xbench",
    content: ["2025.05", "arxiv.org/abs/2506.13651"],
  },
  {
    path: "/news",
    title: "News | xbench",
    content: ["Published editions", 'href="/agi/aisearch/2025.10"'],
  },
  // Issue 37: the tiles' coming-soon professions are real pages with a title and description of their own.
  {
    path: "/profession/legal",
    title: "Legal: coming soon · Professional-Aligned | xbench",
    content: ["Professional-Aligned", "Legal"],
  },
  {
    path: "/zh/profession/biotechnology",
    title: "生物技术：即将推出 · 职业对齐 | xbench",
    content: ["职业对齐"],
  },
  {
    path: "/contact",
    title: "Contact Us | xbench",
    content: ["AI Researchers", "team@xbench.org"],
  },
  { path: "/search", title: "Universal Search (demo) | xbench", content: [] },
  {
    path: "/import",
    title: "Import Data (demo) | xbench",
    content: ["CSV File", "Text Input"],
  },
] as const;

for (const { path, title, content } of pages) {
  test(`${path} ships its title, description and bundled content as HTML`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
    for (const text of content) expect(html).toContain(text);
  });
}

test("/profession/<unknown id> is served by the SPA shell", async ({
  request,
}) => {
  const response = await request.get("/profession/astronomy");
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain("Loading your second brain...");
});

test("hashed assets are cached for a year, HTML is revalidated", async ({
  request,
}) => {
  const html = await request.get("/agi");
  expect(html.headers()["cache-control"]).toBe("no-cache");
  const asset = (await html.text()).match(/\/assets\/[^"]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const script = await request.get(asset ?? "");
  expect(script.headers()["cache-control"]).toBe(
    "public, max-age=31536000, immutable",
  );
});

for (const path of [
  "/agi/scienceqa",
  "/agi/aisearch",
  "/profession/hr",
  "/profession/marketing",
]) {
  test(`${path} ships schema.org Dataset JSON-LD citing its sources`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const block = html.match(
      /<script type="application\/ld\+json">(.*?)<\/script>/s,
    )?.[1];
    expect(block, "a JSON-LD block").toBeTruthy();
    const dataset: unknown = JSON.parse(block ?? "null");
    expect(dataset).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Dataset",
      url: path,
      citation: "https://arxiv.org/abs/2506.13651",
    });
    expect(dataset).toHaveProperty(
      "isBasedOn.0",
      expect.stringMatching(/^https:\/\//),
    );
  });
}
